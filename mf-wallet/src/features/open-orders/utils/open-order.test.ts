import type { BookOrder } from '@tdx/contracts';
import { cancelActions, orderTotal, toOpenOrders } from './open-order';

const book = (txId: string, timestamp: number, extra: Partial<BookOrder> = {}): BookOrder => ({
  _id: 1,
  txId,
  timestamp,
  account: 'bob',
  symbol: 'BEE',
  quantity: '100.00000000',
  price: '0.25000000',
  expiration: timestamp + 100,
  ...extra,
});

describe('toOpenOrders', () => {
  it('merges both books, tags the side, newest first', () => {
    const orders = toOpenOrders([book('b1', 10, { tokensLocked: '25' }), book('b2', 30)], [book('s1', 20)]);
    expect(orders.map((order) => [order.key, order.side])).toEqual([
      ['buy-b2', 'buy'],
      ['sell-s1', 'sell'],
      ['buy-b1', 'buy'],
    ]);
  });

  it('puts the later row of a book first when orders share a second', () => {
    const orders = toOpenOrders([], [book('first', 5, { _id: 7 }), book('second', 5, { _id: 9 })]);
    expect(orders.map((order) => order.txId)).toEqual(['second', 'first']);
  });

  it('keeps a buy and a sell with the same tx id apart', () => {
    const orders = toOpenOrders([book('same', 1)], [book('same', 1)]);
    expect(new Set(orders.map((order) => order.key)).size).toBe(2);
  });
});

describe('orderTotal', () => {
  it('multiplies without floats and cuts to 8 decimals', () => {
    expect(orderTotal({ quantity: '0.1', price: '0.2' })).toBe('0.02000000');
    expect(orderTotal({ quantity: '3.33333333', price: '0.33333333' })).toBe('1.11111109');
    expect(orderTotal({ quantity: '123456789.12345678', price: '1000' })).toBe('123456789123.45678000');
  });
});

describe('cancelActions', () => {
  it('sends one action for one order', () => {
    expect(cancelActions([{ side: 'sell', txId: 'abc' }])).toEqual({ contractName: 'market', contractAction: 'cancel', contractPayload: { type: 'sell', id: 'abc' } });
  });

  it('sends an array of cancel operations for several orders', () => {
    expect(cancelActions([
      { side: 'buy', txId: 'a' },
      { side: 'sell', txId: 'b' },
    ])).toEqual([
      { contractName: 'market', contractAction: 'cancel', contractPayload: { type: 'buy', id: 'a' } },
      { contractName: 'market', contractAction: 'cancel', contractPayload: { type: 'sell', id: 'b' } },
    ]);
  });
});
