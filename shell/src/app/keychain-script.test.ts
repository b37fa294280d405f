import { renderHook, waitFor } from '@testing-library/react';
import { KEYCHAIN_WANTED_EVENT } from '@tdx/contracts';
import { loadKeychainScript, useKeychainScript } from './keychain-script';
import { pageReadiness } from './page-readiness';

jest.mock('@tdx/settings', () => ({ runtimeConfig: () => ({ keychainScript: 'http://devnet.test/keychain.js' }) }));

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

describe('Keychain emulator script', () => {
  afterEach(() => document.head.replaceChildren());

  it('loads an http(s) script and refuses any other address', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadKeychainScript('javascript:alert(1)');
    loadKeychainScript(undefined);
    expect(scripts()).toEqual([]);
    expect(error).toHaveBeenCalledWith('Ignored keychainScript: not an http(s) URL');
    loadKeychainScript('http://devnet.test/keychain.js');
    expect(scripts()).toEqual(['http://devnet.test/keychain.js']);
  });

  it('is added once the opened page has shown its content and loaded', async () => {
    const release = pageReadiness.hold();
    renderHook(() => useKeychainScript());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scripts()).toEqual([]);
    release();
    await waitFor(() => expect(scripts()).toEqual(['http://devnet.test/keychain.js']));
  });

  it('is added at once when a request looks for Keychain before the page is ready, and only once', async () => {
    const release = pageReadiness.hold();
    renderHook(() => useKeychainScript());
    window.dispatchEvent(new Event(KEYCHAIN_WANTED_EVENT));
    expect(scripts()).toEqual(['http://devnet.test/keychain.js']);
    window.dispatchEvent(new Event(KEYCHAIN_WANTED_EVENT));
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scripts()).toEqual(['http://devnet.test/keychain.js']);
  });
});
