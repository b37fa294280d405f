import BigNumber from 'bignumber.js';
import type { Metric } from '@tdx/contracts';
import type { PoolRow } from '../../../shared';
import { counterpart, isEmptyPool, orderBookPrice, planDeposit, sharesCreated, type DepositRequest } from './deposit';

const pool = (baseQuantity: PoolRow['baseQuantity'], quoteQuantity: PoolRow['quoteQuantity'], totalShares: PoolRow['totalShares']): PoolRow => ({
  tokenPair: 'SWAP.HIVE:GAMER', baseQuantity, quoteQuantity, totalShares, basePrice: '0', quotePrice: '0', baseVolume: '0', quoteVolume: '0', precision: 8, creator: 'x',
});
/** 1 SWAP.HIVE = 3 GAMER; GAMER has 3 decimals. */
const GAMER_POOL = pool('1000.00000000', '3000.00000000', '1732.0508');
const NEW_POOL = pool(0, 0, 0);
const PRECISIONS = { base: 8, quote: 3 };
const big = (value: BigNumber.Value) => new BigNumber(value);

function request(overrides: Partial<DepositRequest> = {}): DepositRequest {
  return {
    pool: GAMER_POOL,
    offered: { base: big(10), quote: big(30) },
    precisions: PRECISIONS,
    maxPriceImpact: big(1),
    maxDeviation: big(1),
    orderBook: null,
    balances: { base: big(1000), quote: big(1000) },
    shares: big(0),
    ...overrides,
  };
}

describe('counterpart', () => {
  it('gives the other side at the pool ratio, rounded half-up to its precision', () => {
    expect(counterpart(big('0.1666'), 'base', GAMER_POOL, PRECISIONS)?.toFixed()).toBe('0.5'); // 0.4998
    expect(counterpart(big('0.0001'), 'base', GAMER_POOL, PRECISIONS)?.toFixed()).toBe('0'); // 0.0003
    expect(counterpart(big('1.001'), 'quote', GAMER_POOL, PRECISIONS)?.toFixed()).toBe('0.33366667'); // 0.333666…
    expect(counterpart(big('0.000000015'), 'quote', pool('1', '1', '1'), PRECISIONS)?.toFixed()).toBe('0.00000002'); // a tie goes up
  });

  it('has nothing to follow in a pool without reserves', () => {
    expect(counterpart(big(1), 'base', NEW_POOL, PRECISIONS)).toBeNull();
    expect(counterpart(big(1), 'quote', pool('5', 0, '1'), PRECISIONS)).toBeNull();
  });
});

describe('isEmptyPool', () => {
  it('is true for a created pool (NUMBER 0) and one emptied by its providers', () => {
    expect(isEmptyPool(NEW_POOL)).toBe(true);
    expect(isEmptyPool(pool('0.00000000', '0.000', '0'))).toBe(true);
    expect(isEmptyPool(GAMER_POOL)).toBe(false);
  });
});

describe('orderBookPrice', () => {
  const metrics = new Map<string, Metric>(
    [
      { symbol: 'SWAP.HIVE', lastPrice: '1' },
      { symbol: 'BEE', lastPrice: '0.25' },
      { symbol: 'GAMER', lastPrice: '0.5' },
    ].map((row) => [row.symbol, row as Metric]),
  );

  it('is the base’s last price over the quote’s (quote per base)', () => {
    expect(orderBookPrice(metrics, 'SWAP.HIVE', 'BEE')?.toFixed()).toBe('4');
    expect(orderBookPrice(metrics, 'GAMER', 'BEE')?.toFixed()).toBe('2');
  });

  it('is null when a token has no metrics row: the contract does not check then', () => {
    expect(orderBookPrice(metrics, 'SWAP.HIVE', 'PIXEL')).toBeNull();
  });
});

describe('sharesCreated', () => {
  it('is √(base × quote) for the first deposit and the smaller part of the reserves after', () => {
    expect(sharesCreated(NEW_POOL, { base: big(4), quote: big(9) }).toFixed()).toBe('6');
    // min(10 × 1732.0508 / 1000, 31 × 1732.0508 / 3000)
    expect(sharesCreated(GAMER_POOL, { base: big(10), quote: big(31) }).toFixed()).toBe('17.320508');
  });
});

describe('planDeposit into a pool with reserves', () => {
  it('takes amounts at the ratio as offered, with the shares and the share of the pool afterwards', () => {
    const plan = planDeposit(request({ shares: big('17.320508') }));
    expect(plan).toMatchObject({ kind: 'deposit', setsPrice: null });
    if (plan.kind !== 'deposit') throw new Error(plan.kind);
    expect([plan.amounts.base.toFixed(), plan.amounts.quote.toFixed()]).toEqual(['10', '30']);
    expect(plan.newShares.toFixed()).toBe('17.320508');
    // (17.320508 + 17.320508) / (1732.0508 + 17.320508)
    expect(plan.sharePercent.toFixed(6)).toBe('1.980198');
  });

  it('cuts the side offered beyond the ratio, within the price impact', () => {
    const more = planDeposit(request({ offered: { base: big(10), quote: big('30.2') } }));
    expect(more.kind === 'deposit' && [more.amounts.base.toFixed(), more.amounts.quote.toFixed()]).toEqual(['10', '30']);
    const moreBase = planDeposit(request({ offered: { base: big('10.05'), quote: big(30) } }));
    expect(moreBase.kind === 'deposit' && [moreBase.amounts.base.toFixed(), moreBase.amounts.quote.toFixed()]).toEqual(['10', '30']);
  });

  it('refuses amounts further from the ratio than the price impact allows', () => {
    expect(planDeposit(request({ offered: { base: big(10), quote: big('30.4') } }))).toEqual({ kind: 'price-impact' });
    expect(planDeposit(request({ offered: { base: big(11), quote: big(30) } }))).toEqual({ kind: 'price-impact' });
    expect(planDeposit(request({ offered: { base: big(11), quote: big(30) }, maxPriceImpact: big(10) })).kind).toBe('deposit');
  });

  it('checks the balances against what is taken, not what is offered', () => {
    expect(planDeposit(request({ offered: { base: big(10), quote: big('30.2') }, balances: { base: big(10), quote: big(30) } })).kind).toBe('deposit');
    expect(planDeposit(request({ balances: { base: big('9.99999999'), quote: big(30) } }))).toEqual({ kind: 'insufficient-balance', side: 'base' });
    expect(planDeposit(request({ balances: { base: big(10), quote: big('29.999') } }))).toEqual({ kind: 'insufficient-balance', side: 'quote' });
  });

  it('refuses a deposit too small to create any share', () => {
    const tiny = pool('1000000.00000000', '1000000.00000000', '1e-8');
    const offered = { base: big('0.00000001'), quote: big('0.00000001') };
    expect(planDeposit(request({ pool: tiny, offered, precisions: { base: 8, quote: 8 } }))).toEqual({ kind: 'no-shares' });
  });

  it('ignores the order book once the pool has reserves', () => {
    expect(planDeposit(request({ orderBook: big(100) })).kind).toBe('deposit');
  });
});

describe('planDeposit into an empty pool', () => {
  const first = (overrides: Partial<DepositRequest>) => planDeposit(request({ pool: NEW_POOL, ...overrides }));

  it('takes the amounts as offered and sets the price', () => {
    const plan = first({ offered: { base: big(4), quote: big(9) }, orderBook: big('2.24') });
    if (plan.kind !== 'deposit') throw new Error(plan.kind);
    expect(plan.setsPrice?.toFixed()).toBe('2.25');
    expect(plan.newShares.toFixed()).toBe('6');
    expect(plan.sharePercent.toFixed()).toBe('100');
  });

  it('refuses a price further from the order book than the deviation allows', () => {
    expect(first({ offered: { base: big(4), quote: big(9) }, orderBook: big(2) })).toEqual({ kind: 'deviation', price: big('2.25'), orderBook: big(2) });
    expect(first({ offered: { base: big(4), quote: big(9) }, orderBook: big(2), maxDeviation: big(13) }).kind).toBe('deposit');
  });

  it('does not check the order book with a deviation of 0 or without an order-book price', () => {
    expect(first({ orderBook: big(100), maxDeviation: big(0) }).kind).toBe('deposit');
    expect(first({ orderBook: null }).kind).toBe('deposit');
  });

  it('refuses any price when the order book’s price cannot be divided (a last price of 0)', () => {
    expect(first({ orderBook: big(1).div(0) }).kind).toBe('deviation');
  });
});
