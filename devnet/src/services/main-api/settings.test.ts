import { defaultSettings, settingsPatchSchema, settingsSchema, type SettingsEnvironment } from './settings';

const env: SettingsEnvironment = {
  publicBaseUrl: 'http://localhost:3900',
  sidechainNodeCount: 3,
  sidechainId: 'ssc-devnet',
  deprecatedTokens: ['OLD'],
  disabledTokens: ['BAD'],
};

describe('default settings', () => {
  it('validate against the schema the admin endpoint uses', () => {
    expect(settingsSchema.safeParse(defaultSettings(env)).success).toBe(true);
  });

  it('list the devnet sidechain nodes and use the first as sidechain_rpc', () => {
    const settings = defaultSettings(env);
    expect(settings.nodes).toEqual([
      'http://localhost:3900/sidechain/0',
      'http://localhost:3900/sidechain/1',
      'http://localhost:3900/sidechain/2',
    ]);
    expect(settings.sidechain_rpc).toBe('http://localhost:3900/sidechain/0');
  });

  it('carry the spec fields and the token lists from the seed', () => {
    const settings = defaultSettings(env);
    expect(settings).toMatchObject({
      maintenance: false,
      native_token: 'BEE',
      sidechain_id: 'ssc-devnet',
      deprecated_tokens: ['OLD'],
      disabled_tokens: ['BAD'],
      hive_pegged_account: 'honey-swap',
    });
    expect(settings.announcements.length).toBeGreaterThanOrEqual(3);
  });
});

describe('settings patch schema', () => {
  it('accepts a subset of keys', () => {
    expect(settingsPatchSchema.safeParse({ maintenance: true }).success).toBe(true);
  });

  it.each([
    [{ maintenance: 'yes' }],
    [{ nodes: ['javascript:alert(1)'] }],
    [{ sidechain_id: 'mainnet' }],
    [{ announcements: [{ id: 'a', title: 't' }] }],
    [{ unknown_key: 1 }],
    [{ minimum_withdrawals: [['SWAP.HIVE', '-1']] }],
  ])('refuses %j', (patch) => {
    expect(settingsPatchSchema.safeParse(patch).success).toBe(false);
  });
});
