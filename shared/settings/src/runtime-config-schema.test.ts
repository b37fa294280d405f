import { validateRuntimeConfig } from './runtime-config-schema';
import { TEST_CONFIG } from './testing/test-config';

describe('validateRuntimeConfig', () => {
  it('accepts a complete config with the optional parts and drops undeclared keys', () => {
    const full = {
      ...TEST_CONFIG,
      sidechain: { ...TEST_CONFIG.sidechain, maxBatchLength: { 'http://localhost:3900/rpc1': 50 }, failoverBudgetMs: 15_000, nodeCooldownMs: 60_000 },
      keychainScript: '/keychain.js',
      serviceTimeoutsMs: { main: 15_000, history: 2_500 },
      remoteOrigins: ['https://areas.example', 'http://localhost:3101'],
      links: { supportCenter: 'https://help.example/', discord: 'http://localhost:3900/discord' },
    };
    expect(validateRuntimeConfig({ ...full, extra: 'ignored', hive: { ...full.hive, junk: 1 } })).toEqual({ config: full, problems: [] });
  });

  it('names each broken field by its path', () => {
    const broken = {
      ...TEST_CONFIG,
      productName: '',
      hive: { rpc: 'http://h', rpcs: ['http://a', 7] },
      sidechain: { ...TEST_CONFIG.sidechain, timeoutMs: -1, maxBatchLength: { 'http://n': 2.5 }, failoverBudgetMs: '20s' },
      evmBridgeApis: { eth: 'http://e', bsc: 'http://b' },
      keychainScript: 3,
      serviceTimeoutsMs: { info: 0, bridge: '10s' },
      remoteOrigins: ['javascript:alert(1)'],
      links: { documentation: 'javascript:alert(1)', github: '//github.com/x' },
    };
    expect(validateRuntimeConfig(broken).problems).toEqual([
      'productName: expected a non-empty string',
      'hive.rpcs.1: expected a non-empty string',
      'sidechain.maxBatchLength.http://n: expected a positive integer',
      'sidechain.timeoutMs: expected a positive number',
      'sidechain.failoverBudgetMs: expected a positive number',
      'evmBridgeApis.polygon: expected a non-empty string',
      'serviceTimeoutsMs.info: expected a positive number',
      'serviceTimeoutsMs.bridge: expected a positive number',
      'links.documentation: expected an http(s) address',
      'links.github: expected an http(s) address',
      'remoteOrigins.0: expected an http(s) address',
      'keychainScript: expected a string',
    ]);
  });

  it('refuses what is not an object, and missing sections', () => {
    expect(validateRuntimeConfig(null).problems).toEqual(['(root): expected an object']);
    const { sidechain: _missing, ...rest } = TEST_CONFIG;
    expect(validateRuntimeConfig({ ...rest, hive: { rpc: 'http://h', rpcs: 'http://a' } }).problems).toEqual([
      'hive.rpcs: expected an array',
      'sidechain: expected an object',
    ]);
  });
});
