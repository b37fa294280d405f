import type { Settings } from '@tdx/contracts';

/** Saved settings as the main API answers them (test data for the model and the components). */
export function savedSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    maintenance: false,
    native_token: 'BEE',
    announcements: [{ id: 'welcome', title: 'Welcome', message: 'Hello traders' }],
    nodes: ['https://node-a.example/rpc', 'https://node-b.example/rpc'],
    sidechain_id: 'ssc-mainnet-hive',
    sidechain_rpc: 'https://node-a.example/rpc',
    deprecated_tokens: ['OLDCOIN'],
    disabled_tokens: ['SCAMCOIN'],
    hive_pegged_account: 'honey-swap',
    ...overrides,
  };
}
