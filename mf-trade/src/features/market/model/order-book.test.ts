import { aggregateBook } from './order-book';
import type { BookOrder } from './types';

const order = (price: string, quantity: string, id: number): BookOrder => ({
  _id: id,
  txId: `tx${id}`,
  account: 'bob',
  symbol: 'BEE',
  price,
  quantity,
  timestamp: 1,
  expiration: 2,
});

describe('aggregateBook', () => {
  it('merges equal prices and sorts bids best (highest) first with cumulative totals', () => {
    const levels = aggregateBook([order('0.2', '10', 1), order('0.25', '4', 2), order('0.20000000', '5', 3)], 'buy');
    expect(levels).toEqual([
      { price: '0.25000000', quantity: '4', total: '1.00000000', cumulativeQuantity: '4', cumulativeTotal: '1.00000000' },
      { price: '0.20000000', quantity: '15', total: '3.00000000', cumulativeQuantity: '19', cumulativeTotal: '4.00000000' },
    ]);
  });

  it('sorts asks lowest first', () => {
    const levels = aggregateBook([order('0.3', '1', 1), order('0.26', '2', 2)], 'sell');
    expect(levels.map((level) => level.price)).toEqual(['0.26000000', '0.30000000']);
    expect(levels[1].cumulativeTotal).toBe('0.82000000');
  });

  it('drops rows whose numbers are unreadable or not positive', () => {
    const levels = aggregateBook([order('abc', '1', 1), order('0.1', '-1', 2), order('0', '3', 3), order('0.1', '2', 4)], 'sell');
    expect(levels).toHaveLength(1);
    expect(levels[0].quantity).toBe('2');
  });
});

describe('aggregateBook at scale', () => {
  it('aggregates 10,000 orders in one cheap pass with exact sums', () => {
    const orders = Array.from({ length: 10_000 }, (_, index) => order(`0.${String(1000 + (index % 500)).padStart(4, '0')}`, '1.5', index));
    const levels = aggregateBook(orders, 'sell');
    expect(levels).toHaveLength(500);
    expect(levels[0]).toEqual({ price: '0.10000000', quantity: '30', total: '3.00000000', cumulativeQuantity: '30', cumulativeTotal: '3.00000000' });
    expect(levels.at(-1)?.cumulativeQuantity).toBe('15000');
  });

  it('rounds a level total to 8 decimals only after summing exactly', () => {
    const levels = aggregateBook([order('0.33333333', '0.5', 1), order('0.33333333', '0.5', 2)], 'buy');
    expect(levels[0].total).toBe('0.33333333');
    expect(aggregateBook([order('0.00000001', '0.5', 1)], 'buy')[0].total).toBe('0.00000001');
  });
});
