import type { TestChain } from '../../chain/testing';
import { balanceAmount } from '../tokens/test-fixtures';
import { createMarketChain, eventsNamed, eventTrail, metricOf, paidIn, paidOut, placeMarketOrder, placeSell, rowsOf } from './test-fixtures';

const marketBuy = (chain: TestChain, quantity: unknown, extra?: Record<string, unknown>, active?: boolean) => placeMarketOrder(chain, 'marketBuy', quantity, extra, active);

describe('market.marketBuy', () => {
  it('takes whole cheap orders, then spends the rest on the next one, without orderClosed events', () => {
    const chain = createMarketChain();
    const bobSell = placeSell(chain, 'bob', '2', '0.5');
    placeSell(chain, 'carol', '10', '0.6');
    const buy = marketBuy(chain, '1.5');

    expect(buy.logs).toEqual({
      events: [
        paidIn('alice', 'SWAP.HIVE', '1.50000000'),
        paidOut('alice', 'TKN', '2.000'),
        paidOut('bob', 'SWAP.HIVE', '1.00000000'),
        // 0.5 / 0.6 = 0.8333… → 0.833 tokens for ALL the remaining 0.5 SWAP.HIVE
        paidOut('alice', 'TKN', '0.833'),
        paidOut('carol', 'SWAP.HIVE', '0.50000000'),
      ],
    });
    expect(rowsOf(chain, 'sellBook')).toEqual([expect.objectContaining({ account: 'carol', quantity: '9.167' })]);
    expect(rowsOf(chain, 'buyBook')).toEqual([]);
    expect(rowsOf(chain, 'tradesHistory').map(({ type, seller, quantity, volume, buyTxId, sellTxId }) => ({ type, seller, quantity, volume, buyTxId, sellTxId }))).toEqual([
      { type: 'buy', seller: 'bob', quantity: '2.000', volume: '1.00000000', buyTxId: buy.transactionId, sellTxId: bobSell.transactionId },
      { type: 'buy', seller: 'carol', quantity: '0.833', volume: '0.50000000', buyTxId: buy.transactionId, sellTxId: expect.any(String) },
    ]);
    expect(metricOf(chain, 'TKN')).toMatchObject({
      volume: '1.50000000', lastPrice: '0.60000000', priceChangeHive: '0.10000000', priceChangePercent: '20.00%', lowestAsk: '0.60000000',
    });
    expect(balanceAmount(chain, 'alice', 'SWAP.HIVE')).toBe('998.50000000');
    expect(balanceAmount(chain, 'alice', 'TKN')).toBe('1002.833');
  });

  it('pays the seller the raw payload amount and records it raw in tradesHistory', () => {
    const chain = createMarketChain();
    placeSell(chain, 'bob', '10', '0.5');
    marketBuy(chain, '1.5');
    expect(rowsOf(chain, 'tradesHistory')).toEqual([expect.objectContaining({ quantity: '3.000', volume: '1.5' })]);
    expect(metricOf(chain, 'TKN')).toMatchObject({ volume: '1.50000000' });
  });

  it('returns what the book could not absorb', () => {
    const chain = createMarketChain();
    placeSell(chain, 'bob', '2', '0.5');
    const buy = marketBuy(chain, '10');
    expect(eventsNamed(buy, 'transferFromContract').at(-1)).toEqual({ from: 'market', to: 'alice', symbol: 'SWAP.HIVE', quantity: '9.00000000' });
    expect(balanceAmount(chain, 'alice', 'SWAP.HIVE')).toBe('999.00000000');
  });

  it('skips an order it cannot buy a single token unit of, and refunds', () => {
    const chain = createMarketChain();
    placeSell(chain, 'bob', '1', '0.5');
    const buy = marketBuy(chain, '0.0001');
    expect(eventTrail(buy)).toEqual(['tokens.transferToContract', 'tokens.transferFromContract']);
    expect(rowsOf(chain, 'tradesHistory')).toEqual([]);
    expect(balanceAmount(chain, 'alice', 'SWAP.HIVE')).toBe('1000.00000000');
  });

  it('walks past the first page of 25 orders', () => {
    const chain = createMarketChain();
    for (let i = 0; i < 30; i += 1) placeSell(chain, 'bob', '1', '0.1');
    marketBuy(chain, '3');
    expect(rowsOf(chain, 'tradesHistory')).toHaveLength(30);
    expect(rowsOf(chain, 'sellBook')).toEqual([]);
  });

  it.each([
    ['a number quantity', 1, {}],
    ['a non-numeric quantity', 'abc', {}],
    ['a zero quantity', '0', {}],
    ['a negative quantity', '-1', {}],
    ['SWAP.HIVE itself', '1', { symbol: 'SWAP.HIVE' }],
    ['a non-string symbol', '1', { symbol: 5 }],
  ])('is silent for %s', (_case, quantity, extra) => {
    const chain = createMarketChain();
    expect(marketBuy(chain, quantity, extra).logs).toEqual({});
  });

  it('logs the active-key error before anything else', () => {
    const chain = createMarketChain();
    expect(marketBuy(chain, 'abc', {}, false).logs).toEqual({ errors: ['you must use a custom_json signed with your active key'] });
  });

  it.each([
    ['an unknown token', '1', { symbol: 'NOPE' }],
    ['more than 8 decimals', '0.000000001', {}],
  ])('logs invalid params for %s', (_case, quantity, extra) => {
    const chain = createMarketChain();
    expect(marketBuy(chain, quantity, extra).logs).toEqual({ errors: ['invalid params'] });
  });

  it('stops when the SWAP.HIVE cannot be locked', () => {
    const chain = createMarketChain();
    placeSell(chain, 'bob', '1', '0.5');
    expect(marketBuy(chain, '2000').logs).toEqual({ errors: ['overdrawn balance'] });
    expect(rowsOf(chain, 'sellBook')).toHaveLength(1);
  });
});
