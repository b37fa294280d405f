import { filtersOf, hasFilters, NO_FILTERS, normaliseAccount, normaliseCoin, queryOf, withFilters } from './transfer-filters';

describe('transfer filters in the address', () => {
  it('reads every filter, normalised, and ignores values of an unknown kind', () => {
    expect(filtersOf('?account=Bob&coin=swap.btc&chain=btc&direction=deposit&status=failed')).toEqual({
      account: 'bob',
      coin: 'SWAP.BTC',
      chain: 'btc',
      direction: 'deposit',
      status: 'failed',
    });
    expect(filtersOf('?account=<script>&coin=%20&chain=solana&direction=up&status=lost')).toEqual(NO_FILTERS);
  });

  it('writes the filters set and drops the empty ones, keeping other parameters', () => {
    expect(withFilters('?x=1&status=sent', { ...NO_FILTERS, account: 'alice', chain: 'eth' })).toBe('?x=1&account=alice&chain=eth');
    expect(withFilters('?status=sent', NO_FILTERS)).toBe('');
  });

  it('asks the bridge for the filters set only', () => {
    expect(queryOf({ ...NO_FILTERS, coin: 'BTC', direction: 'withdrawal' })).toEqual({ coin: 'BTC', direction: 'withdrawal' });
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, status: 'seen' })).toBe(true);
  });

  it('normalises typed text: an @ and spaces dropped, case fixed', () => {
    expect(normaliseAccount(' @Carol ')).toBe('carol');
    expect(normaliseCoin(' usdt ')).toBe('USDT');
    expect(normaliseCoin('US DT')).toBe('');
  });
});
