import type { Settings } from '@tdx/contracts';
import { removeCookie, writeCookie } from './cookies';
import { provideRuntimeConfig } from './runtime-config';
import {
  clearNodeChoices,
  HIVE_RPC_COOKIE,
  hiveNodeList,
  ignoredNodeChoices,
  nodeAddressProblem,
  saveHiveNode,
  savedHiveNode,
  savedSidechainNode,
  saveSidechainId,
  saveSidechainNode,
  SIDECHAIN_ID_COOKIE,
  SIDECHAIN_RPC_COOKIE,
  sidechainId,
  sidechainNodeList,
} from './node-choice';
import { settings$, setSettings } from './store';
import { TEST_CONFIG } from './testing/test-config';
import { forgetTrustedNodes, trustNode } from './trusted-nodes';

const COOKIES = [HIVE_RPC_COOKIE, SIDECHAIN_RPC_COOKIE, SIDECHAIN_ID_COOKIE];

function settingsWith(patch: Partial<Settings>): Settings {
  return { nodes: [], sidechain_rpc: '', deprecated_tokens: [], disabled_tokens: [], ...patch } as unknown as Settings;
}

/** A cookie as a hostile page or sibling subdomain could have left it. */
function plantCookie(name: string, value: string): void {
  writeCookie(name, value, { expires: 1, sameSite: 'strict' });
}

beforeEach(() => {
  provideRuntimeConfig(TEST_CONFIG);
  settings$.next(null);
  COOKIES.forEach(removeCookie);
  forgetTrustedNodes();
});

describe('node lists offered for choice', () => {
  it('lists the configured sidechain nodes, then the settings nodes, once each and only http(s) ones', () => {
    setSettings(
      settingsWith({
        nodes: ['http://localhost:3900/rpc2', 'https://settings-node.test', 'javascript:alert(1)', 42 as unknown as string],
        sidechain_rpc: 'https://user:pw@node.test',
      }),
    );
    expect(sidechainNodeList()).toEqual(['http://localhost:3900/rpc1', 'http://localhost:3900/rpc2', 'https://settings-node.test']);
  });

  it('lists the Hive primary and fallbacks', () => {
    provideRuntimeConfig({ ...TEST_CONFIG, hive: { rpc: 'https://h1.test', rpcs: ['https://h1.test', 'https://h2.test', 'data:text/html,x'] } });
    expect(hiveNodeList()).toEqual(['https://h1.test', 'https://h2.test']);
  });
});

describe('typed node addresses', () => {
  it.each([
    ['https://engine.example/rpc', null],
    ['node.example', 'invalid'],
    ['', 'invalid'],
    ['http://engine.example', 'notHttps'],
    ['javascript:alert(1)', 'notHttps'],
    ['data:text/plain,hi', 'notHttps'],
    ['https://me:secret@engine.example', 'credentials'],
    ['https://me@engine.example', 'credentials'],
  ])('%j → %s', (address, problem) => {
    expect(nodeAddressProblem(address)).toBe(problem);
  });
});

describe('saved node choices', () => {
  it('uses a saved sidechain node from the list, or an https address once the user confirmed it', () => {
    expect(saveSidechainNode('http://localhost:3900/rpc2')).toBe(true);
    expect(savedSidechainNode()).toBe('http://localhost:3900/rpc2');
    expect(saveSidechainNode('https://engine.example')).toBe(false);
    expect(savedSidechainNode()).toBe('http://localhost:3900/rpc2');
    trustNode('https://engine.example');
    expect(saveSidechainNode('https://engine.example')).toBe(true);
    expect(savedSidechainNode()).toBe('https://engine.example');
  });

  it('ignores a planted https node nobody confirmed on this browser, and names it', () => {
    plantCookie(SIDECHAIN_RPC_COOKIE, 'https://hostile.example');
    plantCookie(HIVE_RPC_COOKIE, 'http://localhost:3900/hive');
    expect(savedSidechainNode()).toBeUndefined();
    expect(savedHiveNode()).toBe('http://localhost:3900/hive');
    expect(ignoredNodeChoices()).toEqual([{ service: 'sidechain', address: 'https://hostile.example' }]);
    plantCookie(HIVE_RPC_COOKIE, 'javascript:alert(1)');
    expect(ignoredNodeChoices()).toEqual([{ service: 'sidechain', address: 'https://hostile.example' }]);
    trustNode('https://hostile.example');
    expect(savedSidechainNode()).toBe('https://hostile.example');
    expect(ignoredNodeChoices()).toEqual([]);
  });

  it('accepts the http nodes offered by the site settings', () => {
    setSettings(settingsWith({ nodes: ['http://settings-node.test'] }));
    expect(saveSidechainNode('http://settings-node.test')).toBe(true);
  });

  it.each(['http://evil.test', 'javascript:alert(1)', 'data:text/html,<script>x</script>', 'not a url', '', 'https://a:b@evil.test', '%E0%A4%A'])(
    'refuses to save or use the sidechain node %j',
    (address) => {
      expect(saveSidechainNode(address)).toBe(false);
      plantCookie(SIDECHAIN_RPC_COOKIE, address);
      expect(savedSidechainNode()).toBeUndefined();
    },
  );

  it('validates Hive nodes against the Hive list, not the sidechain one', () => {
    expect(saveHiveNode('http://localhost:3900/rpc1')).toBe(false);
    plantCookie(HIVE_RPC_COOKIE, 'http://localhost:3900/rpc1');
    expect(savedHiveNode()).toBeUndefined();
    expect(saveHiveNode('http://localhost:3900/hive')).toBe(true);
    expect(savedHiveNode()).toBe('http://localhost:3900/hive');
  });

  it('uses a saved sidechain id only when it starts with ssc- and fits a custom JSON id', () => {
    expect(sidechainId()).toBe('ssc-devnet');
    expect(saveSidechainId('mainnet')).toBe(false);
    for (const hostile of ['mainnet', 'ssc-', 'SSC-mainnet', 'ssc-has space', `ssc-${'x'.repeat(29)}`, 'javascript:alert(1)']) {
      plantCookie(SIDECHAIN_ID_COOKIE, hostile);
      expect(sidechainId()).toBe('ssc-devnet');
    }
    expect(saveSidechainId('ssc-mainnet-hive')).toBe(true);
    expect(sidechainId()).toBe('ssc-mainnet-hive');
    expect(saveSidechainId(`ssc-${'x'.repeat(28)}`)).toBe(true);
  });

  it('keeps choices for 365 days', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2030, 0, 1));
    const written = jest.spyOn(document, 'cookie', 'set');
    saveSidechainId('ssc-mainnet-hive');
    jest.restoreAllMocks();
    expect(written).toHaveBeenCalledWith(`${SIDECHAIN_ID_COOKIE}=ssc-mainnet-hive; path=/; expires=Wed, 01 Jan 2031 00:00:00 GMT; sameSite=strict`);
  });

  it('reads a saved choice from the browser once, however many requests ask for it, and checks it each time', () => {
    plantCookie(SIDECHAIN_RPC_COOKIE, 'http://settings-node.test');
    const reads = jest.spyOn(document, 'cookie', 'get');
    expect(savedSidechainNode()).toBeUndefined();
    const firstRead = reads.mock.calls.length;
    setSettings(settingsWith({ nodes: ['http://settings-node.test'] }));
    for (let request = 0; request < 5; request += 1) expect(savedSidechainNode()).toBe('http://settings-node.test');
    expect(firstRead).toBeGreaterThan(0);
    expect(reads).toHaveBeenCalledTimes(firstRead);
    jest.restoreAllMocks();
  });

  it('restoring defaults forgets all three choices and the confirmed addresses', () => {
    trustNode('https://engine.example');
    saveSidechainNode('https://engine.example');
    saveHiveNode('http://localhost:3900/hive');
    saveSidechainId('ssc-testnet');
    clearNodeChoices();
    expect(savedSidechainNode()).toBeUndefined();
    expect(savedHiveNode()).toBeUndefined();
    expect(sidechainId()).toBe('ssc-devnet');
    plantCookie(SIDECHAIN_RPC_COOKIE, 'https://engine.example');
    expect(savedSidechainNode()).toBeUndefined();
  });
});
