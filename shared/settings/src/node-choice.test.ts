import { removeCookie, writeCookie } from './cookies';
import { provideRuntimeConfig } from './runtime-config';
import {
  HIVE_RPC_COOKIE,
  saveHiveNode,
  savedHiveNode,
  savedSidechainNode,
  saveSidechainId,
  saveSidechainNode,
  SIDECHAIN_ID_COOKIE,
  SIDECHAIN_RPC_COOKIE,
  sidechainId,
} from './node-choice';
import { setSettings } from './store';
import { TEST_CONFIG } from './testing/test-config';
import type { Settings } from '@tdx/contracts';

beforeEach(() => {
  provideRuntimeConfig(TEST_CONFIG);
  [HIVE_RPC_COOKIE, SIDECHAIN_RPC_COOKIE, SIDECHAIN_ID_COOKIE].forEach(removeCookie);
});

describe('saved node choices', () => {
  it('uses a saved sidechain node from the configured list or any https address', () => {
    expect(saveSidechainNode('http://localhost:3900/rpc2')).toBe(true);
    expect(savedSidechainNode()).toBe('http://localhost:3900/rpc2');
    expect(saveSidechainNode('https://engine.example')).toBe(true);
    expect(savedSidechainNode()).toBe('https://engine.example');
  });

  it('accepts the nodes offered by the site settings', () => {
    setSettings({ nodes: ['http://settings-node.test'], deprecated_tokens: [], disabled_tokens: [] } as unknown as Settings);
    expect(saveSidechainNode('http://settings-node.test')).toBe(true);
  });

  it.each(['http://evil.test', 'javascript:alert(1)', 'not a url', ''])('refuses to save or use the node %j', (address) => {
    expect(saveSidechainNode(address)).toBe(false);
    writeCookie(SIDECHAIN_RPC_COOKIE, address, { expires: 1, sameSite: 'strict' });
    expect(savedSidechainNode()).toBeUndefined();
  });

  it('validates Hive nodes against the Hive list', () => {
    expect(saveHiveNode('http://localhost:3900/rpc1')).toBe(false);
    expect(saveHiveNode('http://localhost:3900/hive')).toBe(true);
    expect(savedHiveNode()).toBe('http://localhost:3900/hive');
  });

  it('uses a saved sidechain id only when it starts with ssc-', () => {
    expect(sidechainId()).toBe('ssc-devnet');
    expect(saveSidechainId('mainnet')).toBe(false);
    writeCookie(SIDECHAIN_ID_COOKIE, 'mainnet', { expires: 1, sameSite: 'strict' });
    expect(sidechainId()).toBe('ssc-devnet');
    expect(saveSidechainId('ssc-mainnet-hive')).toBe(true);
    expect(sidechainId()).toBe('ssc-mainnet-hive');
  });

  it('keeps choices for 365 days', () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2030, 0, 1));
    const written = jest.spyOn(document, 'cookie', 'set');
    saveSidechainId('ssc-mainnet-hive');
    jest.restoreAllMocks();
    expect(written).toHaveBeenCalledWith(`${SIDECHAIN_ID_COOKIE}=ssc-mainnet-hive; path=/; expires=Wed, 01 Jan 2031 00:00:00 GMT; samesite=strict`);
  });
});
