import { KEYCHAIN_WANTED_EVENT } from '@tdx/contracts';
import { runtimeConfig } from '@tdx/settings';
import { safeHttpUrl } from '@tdx/ui/base';
import { useEffect } from 'react';
import { afterOpenedPage } from './page-readiness';

/** Devnet only: adds the Keychain emulator named by the runtime config to the page. */
export function loadKeychainScript(url: string | undefined): void {
  const src = safeHttpUrl(url);
  if (!src) {
    if (url) console.error('Ignored keychainScript: not an http(s) URL');
    return;
  }
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.onerror = () => console.error(`Failed to load the Keychain script ${src}`);
  document.head.appendChild(script);
}

/**
 * Loads the Keychain emulator once the opened page has shown its content and loaded. It stands in
 * for the browser extension, which injects itself on its own and is found by polling
 * (findKeychain), so its download has no business competing with the page's. A request that
 * looks for Keychain before then has it loaded at once: the user is waiting to sign.
 */
export function useKeychainScript(): void {
  useEffect(() => {
    let loaded = false;
    const load = () => {
      if (loaded) return;
      loaded = true;
      window.removeEventListener(KEYCHAIN_WANTED_EVENT, load);
      loadKeychainScript(runtimeConfig().keychainScript);
    };
    window.addEventListener(KEYCHAIN_WANTED_EVENT, load);
    const cancel = afterOpenedPage(load);
    return () => {
      cancel();
      window.removeEventListener(KEYCHAIN_WANTED_EVENT, load);
    };
  }, []);
}
