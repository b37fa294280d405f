import { KEYCHAIN_WANTED_EVENT } from '@tdx/contracts';
import { findKeychain, type HiveKeychain } from './keychain-window';

describe('findKeychain', () => {
  afterEach(() => delete window.hive_keychain);

  it('says Keychain is wanted when it is missing, and finds one injected while it waits', async () => {
    const stand = {} as HiveKeychain;
    const onWanted = jest.fn(() => setTimeout(() => (window.hive_keychain = stand), 150));
    window.addEventListener(KEYCHAIN_WANTED_EVENT, onWanted);
    await expect(findKeychain(1000)).resolves.toBe(stand);
    window.removeEventListener(KEYCHAIN_WANTED_EVENT, onWanted);
    expect(onWanted).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when Keychain is there', async () => {
    const onWanted = jest.fn();
    window.addEventListener(KEYCHAIN_WANTED_EVENT, onWanted);
    window.hive_keychain = {} as HiveKeychain;
    await expect(findKeychain(0)).resolves.toBe(window.hive_keychain);
    window.removeEventListener(KEYCHAIN_WANTED_EVENT, onWanted);
    expect(onWanted).not.toHaveBeenCalled();
  });

  it('gives up after the timeout', async () => {
    await expect(findKeychain(200)).resolves.toBeUndefined();
  });
});
