import { init, loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetRemote, loadRemoteModule, REMOTE_LOAD_TIMEOUT_MS } from './federation';
import { registerRemoteEntries } from './remote-entries';
import { stepsInOwnTasks } from './steps-in-own-tasks';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  loadRemote: jest.fn(() => Promise.resolve({ mount: 'yes' })),
  registerRemotes: jest.fn(),
}));
jest.mock('./host-shares', () => ({ hostShared: () => ({ react: { version: '19.0.0' } }) }));

const ENTRY = 'https://trade.example.com/remoteEntry.js';

describe('the federation runtime', () => {
  it('starts once, on first use, with the registered remotes, the shared modules and the runtime for the remotes', async () => {
    registerRemoteEntries({ mf_trade: ENTRY });
    expect(init).not.toHaveBeenCalled();

    await expect(loadRemoteModule('mf_trade/parcel')).resolves.toEqual({ mount: 'yes' });
    forgetRemote('mf_trade', ENTRY);
    await loadRemoteModule('mf_trade/parcel');

    expect(init).toHaveBeenCalledTimes(1);
    // For the remotes' containers too, registered before the shell's instance exists.
    expect(registerGlobalPlugins).toHaveBeenCalledTimes(1);
    expect(registerGlobalPlugins).toHaveBeenCalledWith([stepsInOwnTasks]);
    expect(jest.mocked(registerGlobalPlugins).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(init).mock.invocationCallOrder[0]);
    const options = jest.mocked(init).mock.calls[0][0];
    expect(options).toMatchObject({
      name: 'shell',
      remotes: [{ name: 'mf_trade', entry: ENTRY, alias: 'mf_trade' }],
      shared: { react: { version: '19.0.0' } },
      shareStrategy: 'loaded-first',
    });
    const plugins = options.plugins ?? [];
    expect(plugins.map((plugin) => plugin.name)).toEqual(['tdx-short-script-timeout', 'inject-external-runtime-core-plugin']);
    expect((plugins[0] as unknown as { createScript: () => unknown }).createScript()).toEqual({ timeout: REMOTE_LOAD_TIMEOUT_MS });
    expect(loadRemote).toHaveBeenCalledWith('mf_trade/parcel');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_trade', entry: ENTRY, alias: 'mf_trade' }], { force: true });
  });
});
