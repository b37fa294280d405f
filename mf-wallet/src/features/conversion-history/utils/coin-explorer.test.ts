import { coinTransactionUrl } from './coin-explorer';

const SIDECHAIN = 'https://he.explorer.test/';

describe('coinTransactionUrl', () => {
  it.each([
    ['BTC', 'abc123', 'https://blockchair.com/bitcoin/transaction/abc123'],
    ['LTC', 'abc123', 'https://blockchair.com/litecoin/transaction/abc123'],
    ['DOGE', 'abc123', 'https://blockchair.com/dogecoin/transaction/abc123'],
    ['BCH', 'abc123', 'https://blockchair.com/bitcoin-cash/transaction/abc123'],
    ['EOS', 'abc123', 'https://bloks.io/transaction/abc123'],
    ['HIVE', 'abc123', 'https://hiveblocks.com/tx/abc123'],
    ['SWAP.BTC', 'f00-0', 'https://he.explorer.test/tx/f00-0'],
  ])('links a %s transaction to its explorer', (coin, id, url) => {
    expect(coinTransactionUrl(coin, id, SIDECHAIN)).toBe(url);
  });

  it('gives no link for unknown coins, hostile ids or an unusable sidechain explorer', () => {
    expect(coinTransactionUrl('XYZ', 'abc', SIDECHAIN)).toBeNull();
    expect(coinTransactionUrl('BTC', '../admin', SIDECHAIN)).toBeNull();
    expect(coinTransactionUrl('BTC', 'javascript:alert(1)', SIDECHAIN)).toBeNull();
    expect(coinTransactionUrl('BTC', '', SIDECHAIN)).toBeNull();
    expect(coinTransactionUrl('SWAP.BTC', 'abc', undefined)).toBeNull();
    expect(coinTransactionUrl('SWAP.BTC', 'abc', 'javascript:alert(1)//')).toBeNull();
  });
});
