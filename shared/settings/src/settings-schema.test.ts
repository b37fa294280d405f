import { checkSettings } from './settings-schema';

const VALID = {
  maintenance: false,
  native_token: 'BEE',
  announcements: [{ id: 'a1', title: 'Hello', message: 'Text' }],
  nodes: ['https://node.test'],
  sidechain_id: 'ssc-mainnet-hive',
  sidechain_rpc: 'https://node.test',
  deprecated_tokens: ['OLDCOIN'],
  disabled_tokens: ['SCAMCOIN'],
  minimum_withdrawals: [['SWAP.HIVE', '1']],
  eth_bridge: { account: 'eth-bridge', id: 'ethbridge', chain_id: 1, gateway_address: '0xabc', ethereum: { name: 'Ether', symbol: 'ETH', pegged_token_symbol: 'SWAP.ETH' } },
};

describe('checkSettings', () => {
  it('keeps a well-formed answer as it is, keys the site does not know included', () => {
    expect(checkSettings({ ...VALID, future_key: { x: 1 } })).toEqual({ settings: { ...VALID, future_key: { x: 1 } }, problems: [] });
  });

  it('skips malformed list entries and keeps the others', () => {
    const checked = checkSettings({ ...VALID, disabled_tokens: ['SCAMCOIN', 42, null], announcements: [{ id: 7, title: 'Kept', message: 'm' }, { id: 'x' }, 'text'] });
    expect(checked?.settings.disabled_tokens).toEqual(['SCAMCOIN']);
    expect(checked?.settings.announcements).toEqual([{ id: '7', title: 'Kept', message: 'm' }]);
    expect(checked?.problems).toHaveLength(4);
    expect(checked?.problems).toContainEqual(expect.stringMatching(/^disabled_tokens\[1\]: .*skipped$/));
  });

  it('gives a field of the wrong type its empty value, and drops a malformed optional one', () => {
    const checked = checkSettings({ ...VALID, maintenance: 'yes', nodes: 'https://node.test', native_token: 5, eth_bridge: { account: 3 }, minimum_withdrawals: {} });
    expect(checked?.settings).toMatchObject({ maintenance: false, nodes: [], native_token: '' });
    expect(checked?.settings).not.toHaveProperty('eth_bridge');
    expect(checked?.settings).not.toHaveProperty('minimum_withdrawals');
    expect(checked?.problems.map((line) => line.split(':')[0])).toEqual(['maintenance', 'native_token', 'nodes', 'minimum_withdrawals', 'eth_bridge']);
  });

  it('fills the lists the site relies on when the answer leaves them out', () => {
    expect(checkSettings({})?.settings).toEqual({ maintenance: false, native_token: '', sidechain_id: '', sidechain_rpc: '', announcements: [], nodes: [], deprecated_tokens: [], disabled_tokens: [] });
  });

  it.each([null, 'html', [1, 2], 42])('refuses an answer that is not an object: %j', (raw) => {
    expect(checkSettings(raw)).toBeNull();
  });
});
