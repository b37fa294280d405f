import { BOOT_GLOBAL } from '@tdx/contracts';
import { bootAnswers, takeBootBuildId, takeBootConfig, takeBootCookies, takeBootRemotes } from './boot-reads';

const page = window as unknown as Record<string, unknown>;

describe('boot reads', () => {
  afterEach(() => delete page[BOOT_GLOBAL]);

  it('are undefined without a boot script', () => {
    expect(takeBootRemotes()).toBeUndefined();
    expect(takeBootConfig()).toBeUndefined();
    expect(takeBootBuildId('mf_trade')).toBeUndefined();
    expect(takeBootCookies()).toBeUndefined();
    expect(bootAnswers()).toEqual([]);
  });

  it("hand the config read over once and share the boot script's list of early answers", () => {
    const config = Promise.resolve({ productName: 'Tribaldex' });
    const answers: unknown[] = [];
    page[BOOT_GLOBAL] = { config, remotes: Promise.resolve({}), answers };
    expect(takeBootConfig()).toBe(config);
    expect(takeBootConfig()).toBeUndefined();
    expect(bootAnswers()).toBe(answers);
  });

  it('hand each read over once', async () => {
    const remotes = Promise.resolve({ mf_trade: 'http://x/remoteEntry.js' });
    const cookies = { all: Promise.resolve([]), changedSince: () => false };
    page[BOOT_GLOBAL] = { remotes, cookies, area: { remote: 'mf_trade', parcelFiles: Promise.resolve({ files: [], shared: [], buildId: 'trade-7' }) } };
    expect(takeBootRemotes()).toBe(remotes);
    expect(takeBootRemotes()).toBeUndefined();
    expect(takeBootCookies()).toBe(cookies);
    expect(takeBootCookies()).toBeUndefined();
    expect(takeBootBuildId('mf_wallet')).toBeUndefined();
    await expect(takeBootBuildId('mf_trade')).resolves.toBe('trade-7');
    expect(takeBootBuildId('mf_trade')).toBeUndefined();
  });

  it('give no build id when the parcel files named none or could not be read', async () => {
    page[BOOT_GLOBAL] = { remotes: Promise.resolve({}), area: { remote: 'mf_trade', parcelFiles: Promise.reject(new Error('offline')) } };
    await expect(takeBootBuildId('mf_trade')).resolves.toBeNull();
    page[BOOT_GLOBAL] = { remotes: Promise.resolve({}), area: { remote: 'mf_trade', parcelFiles: Promise.resolve({ files: [], shared: [] }) } };
    await expect(takeBootBuildId('mf_trade')).resolves.toBeNull();
  });
});
