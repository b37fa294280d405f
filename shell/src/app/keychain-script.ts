import { safeHttpUrl } from '@tdx/ui';

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
