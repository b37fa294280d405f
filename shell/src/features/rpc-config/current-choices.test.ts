import { provideRuntimeConfig, SIDECHAIN_ID_COOKIE, SIDECHAIN_RPC_COOKIE, HIVE_RPC_COOKIE, trustNode, writeCookie, removeCookie } from '@tdx/settings';
import type { RuntimeConfig } from '@tdx/contracts';
import { currentChoices, ignoredChoices } from './current-choices';

const CONFIG = {
  productName: 'Tribaldex',
  hive: { rpc: 'http://hive.test/0', rpcs: ['http://hive.test/0', 'http://hive.test/1'] },
  sidechain: { id: 'ssc-mainnet-hive', rpc: 'http://sc.test/0', rpcs: ['http://sc.test/0', 'http://sc.test/1'], timeoutMs: 5000 },
} as RuntimeConfig;

const plant = (name: string, value: string) => writeCookie(name, value, { expires: 1, sameSite: 'strict' });

beforeEach(() => {
  provideRuntimeConfig(CONFIG);
  [HIVE_RPC_COOKIE, SIDECHAIN_RPC_COOKIE, SIDECHAIN_ID_COOKIE].forEach(removeCookie);
});

describe('currentChoices', () => {
  it('is the configured defaults when nothing is saved', () => {
    expect(currentChoices()).toEqual({ sidechain: 'http://sc.test/0', hive: 'http://hive.test/0', sidechainId: 'ssc-mainnet-hive' });
  });

  it('is the saved choices when they are valid', () => {
    trustNode('https://my-hive.example');
    plant(SIDECHAIN_RPC_COOKIE, 'http://sc.test/1');
    plant(HIVE_RPC_COOKIE, 'https://my-hive.example');
    plant(SIDECHAIN_ID_COOKIE, 'ssc-testnet-hive');
    expect(currentChoices()).toEqual({ sidechain: 'http://sc.test/1', hive: 'https://my-hive.example', sidechainId: 'ssc-testnet-hive' });
  });

  it('falls back to the defaults for hostile saved values', () => {
    plant(SIDECHAIN_RPC_COOKIE, 'javascript:alert(1)');
    plant(HIVE_RPC_COOKIE, 'http://not-listed.test');
    plant(SIDECHAIN_ID_COOKIE, 'mainnet');
    expect(currentChoices()).toEqual({ sidechain: 'http://sc.test/0', hive: 'http://hive.test/0', sidechainId: 'ssc-mainnet-hive' });
  });

  it('names the saved https addresses it ignores because nobody confirmed them in this browser', () => {
    plant(SIDECHAIN_RPC_COOKIE, 'https://planted.example');
    expect(currentChoices().sidechain).toBe('http://sc.test/0');
    expect(ignoredChoices()).toEqual({ sidechain: 'https://planted.example' });
  });
});
