import { TEST_CLOCK_START_MS } from '../../chain/testing';
import { balanceAmount } from '../tokens/test-fixtures';
import { createMarketChain, marketBalance, metricOf, paidIn, placeBuy, placeSell, rowsOf } from './test-fixtures';

const NOW = TEST_CLOCK_START_MS / 1000;
const THIRTY_DAYS = 2_592_000;

function restingOrder(account: string) {
  return {
    txId: `seeded-${account}`, timestamp: NOW, account, symbol: 'TKN', quantity: '1.000',
    price: '0.10000000', priceDec: { $numberDecimal: '0.10000000' }, tokensLocked: '0.10000000', expiration: NOW + THIRTY_DAYS,
  };
}

describe('market.buy', () => {
  it('locks price × quantity rounded UP and rests in buyBook with every field', () => {
    const chain = createMarketChain();
    const result = placeBuy(chain, 'alice', '10.001', '0.33333333');
    // 10.001 × 0.33333333 = 3.33366663333 → 3.33366664
    expect(result.logs).toEqual({
      events: [{
        contract: 'tokens',
        event: 'transferToContract',
        data: { from: 'alice', to: 'market', symbol: 'SWAP.HIVE', quantity: '3.33366664' },
      }],
    });
    expect(rowsOf(chain, 'buyBook')).toEqual([{
      _id: 1,
      txId: result.transactionId,
      timestamp: NOW,
      account: 'alice',
      symbol: 'TKN',
      quantity: '10.001',
      price: '0.33333333',
      priceDec: { $numberDecimal: '0.33333333' },
      tokensLocked: '3.33366664',
      expiration: NOW + THIRTY_DAYS,
    }]);
    expect(balanceAmount(chain, 'alice', 'SWAP.HIVE')).toBe('996.66633336');
    expect(marketBalance(chain, 'SWAP.HIVE')).toBe('3.33366664');
  });

  it('normalises quantity and price, and refreshes highestBid / lowestAsk in a new metrics row', () => {
    const chain = createMarketChain();
    placeBuy(chain, 'alice', '2.5', '.25');
    expect(rowsOf(chain, 'buyBook')[0]).toMatchObject({ quantity: '2.500', price: '0.25000000', tokensLocked: '0.62500000' });
    expect(metricOf(chain, 'TKN')).toEqual({
      _id: 1, symbol: 'TKN', volume: '0', volumeExpiration: 0, lastPrice: '0', lowestAsk: '0', highestBid: '0.25000000',
      lastDayPrice: '0', lastDayPriceExpiration: 0, priceChangeHive: '0', priceChangePercent: '0',
    });
  });

  it.each([
    [3600, NOW + 3600],
    [THIRTY_DAYS, NOW + THIRTY_DAYS],
    [THIRTY_DAYS + 1, NOW + THIRTY_DAYS],
  ])('expiration %p seconds → %p', (expiration, expected) => {
    const chain = createMarketChain();
    placeBuy(chain, 'alice', '1', '0.1', { expiration });
    expect(rowsOf(chain, 'buyBook')[0].expiration).toBe(expected);
  });

  it('requires the active key', () => {
    const chain = createMarketChain();
    const result = chain.runAction('alice', 'market', 'buy', { symbol: 'TKN', quantity: '1', price: '1' }, { active: false });
    expect(result.logs).toEqual({ errors: ['you must use a custom_json signed with your active key'] });
  });

  it.each([
    ['a number price', { price: 1 }],
    ['a non-numeric price', { price: 'abc' }],
    ['SWAP.HIVE itself', { symbol: 'SWAP.HIVE' }],
    ['a missing symbol', { symbol: undefined }],
    ['a non-numeric quantity', { quantity: 'x' }],
    ['expiration 0', { expiration: 0 }],
    ['a fractional expiration', { expiration: 1.5 }],
    ['a string expiration', { expiration: '60' }],
    ['an unknown token', { symbol: 'NOPE' }],
    ['a zero price', { price: '0' }],
    ['a price with 9 decimals', { price: '0.123456789' }],
    ['a quantity beyond the token precision', { quantity: '1.0001' }],
  ])('logs invalid params for %s', (_case, override) => {
    const chain = createMarketChain();
    const result = chain.runAction('alice', 'market', 'buy', { symbol: 'TKN', quantity: '1', price: '1', ...override });
    expect(result.logs).toEqual({ errors: ['invalid params'] });
    expect(rowsOf(chain, 'buyBook')).toEqual([]);
  });

  it('accepts trailing zeros beyond the precision ("1.0000000000")', () => {
    const chain = createMarketChain();
    expect(placeBuy(chain, 'alice', '1.0000000000', '0.1000000000').logs.errors).toBeUndefined();
  });

  it('refuses an order worth less than 0.00000001 SWAP.HIVE', () => {
    const chain = createMarketChain();
    const result = placeBuy(chain, 'alice', '0.001', '0.000001');
    expect(result.logs).toEqual({ errors: ['order cannot be placed as it cannot be filled'] });
  });

  it('counts buy and sell orders of every symbol against the 200 open orders limit', () => {
    const chain = createMarketChain();
    const buys = chain.table('market', 'buyBook');
    const sells = chain.table('market', 'sellBook');
    for (let i = 0; i < 150; i += 1) buys.insert(restingOrder('alice'));
    for (let i = 0; i < 49; i += 1) sells.insert(restingOrder('alice'));
    expect(placeBuy(chain, 'alice', '1', '0.05').logs.errors).toBeUndefined();
    expect(placeSell(chain, 'alice', '1', '5').logs).toEqual({ errors: ['too many open orders'] });
  });

  it('checks the open orders limit before the token', () => {
    const chain = createMarketChain();
    const buys = chain.table('market', 'buyBook');
    for (let i = 0; i < 200; i += 1) buys.insert(restingOrder('alice'));
    const result = chain.runAction('alice', 'market', 'buy', { symbol: 'NOPE', quantity: '1', price: '1' });
    expect(result.logs).toEqual({ errors: ['too many open orders'] });
  });

  it('places nothing when the SWAP.HIVE lock fails', () => {
    const chain = createMarketChain();
    const result = placeBuy(chain, 'alice', '2000', '1');
    expect(result.logs).toEqual({ errors: ['overdrawn balance'] });
    expect(rowsOf(chain, 'buyBook')).toEqual([]);
  });

  it('silently ignores blacklisted traders', () => {
    const chain = createMarketChain([['temp', 'SWAP.HIVE', '10.00000000']]);
    expect(placeBuy(chain, 'temp', '1', '1').logs).toEqual({});
    expect(balanceAmount(chain, 'temp', 'SWAP.HIVE')).toBe('10.00000000');
  });
});

describe('market.sell', () => {
  it('locks the raw quantity of tokens and rests in sellBook without tokensLocked', () => {
    const chain = createMarketChain();
    const result = placeSell(chain, 'bob', '5.5', '0.2', { expiration: 60 });
    expect(result.logs).toEqual({
      events: [paidIn('bob', 'TKN', '5.500')],
    });
    expect(rowsOf(chain, 'sellBook')).toEqual([{
      _id: 1,
      txId: result.transactionId,
      timestamp: NOW,
      account: 'bob',
      symbol: 'TKN',
      quantity: '5.500',
      price: '0.20000000',
      priceDec: { $numberDecimal: '0.20000000' },
      expiration: NOW + 60,
    }]);
    expect(balanceAmount(chain, 'bob', 'TKN')).toBe('994.500');
    expect(metricOf(chain, 'TKN')).toMatchObject({ lowestAsk: '0.20000000', highestBid: '0' });
  });

  it('runs the same checks as buy', () => {
    const chain = createMarketChain();
    expect(placeSell(chain, 'bob', '1.0001', '1').logs).toEqual({ errors: ['invalid params'] });
    expect(placeSell(chain, 'bob', '0.001', '0.000001').logs).toEqual({ errors: ['order cannot be placed as it cannot be filled'] });
    expect(placeSell(chain, 'bob', '5000', '1').logs).toEqual({ errors: ['overdrawn balance'] });
    expect(placeSell(chain, 'bob', '-1', '1').logs).toEqual({ errors: ['order cannot be placed as it cannot be filled'] });
    expect(rowsOf(chain, 'sellBook')).toEqual([]);
  });
});
