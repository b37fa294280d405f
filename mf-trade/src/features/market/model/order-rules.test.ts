import { ORDER_MESSAGES, validateOrder, type OrderContext, type OrderDraft } from './order-rules';
import type { BookLevel } from './types';

const level = (price: string, quantity: string): BookLevel => ({ price, quantity, total: '0', cumulativeQuantity: '0', cumulativeTotal: '0' });
const context: OrderContext = {
  symbol: 'BEE',
  precision: 8,
  hiveBalance: '10',
  tokenBalance: '100',
  bids: [level('0.2', '50')],
  asks: [level('0.3', '50')],
};
const limitBuy: OrderDraft = { side: 'buy', kind: 'limit', price: '0.25', quantity: '4', total: '' };

describe('validateOrder — limit', () => {
  it('accepts a well-formed order within the balance', () => {
    expect(validateOrder(limitBuy, context)).toEqual({});
  });

  it('requires price and quantity', () => {
    expect(validateOrder({ ...limitBuy, price: '', quantity: ' ' }, context)).toEqual({
      price: 'Enter a price',
      quantity: 'Enter a quantity',
    });
  });

  it('refuses non-decimal text, zero and too many decimals', () => {
    expect(validateOrder({ ...limitBuy, price: '1e3' }, context).price).toBe('Enter a valid price');
    expect(validateOrder({ ...limitBuy, price: '0' }, context).price).toBe('The price must be greater than 0');
    expect(validateOrder({ ...limitBuy, price: '0.123456789' }, context).price).toBe('At most 8 decimals allowed');
    expect(validateOrder({ ...limitBuy, quantity: '1.5' }, { ...context, precision: 0 }).quantity).toBe('Only whole amounts are allowed');
    expect(validateOrder({ ...limitBuy, quantity: '1.555' }, { ...context, precision: 2 }).quantity).toBe('At most 2 decimals allowed');
  });

  it('counts decimals like the contract (trailing zeros are free)', () => {
    expect(validateOrder({ ...limitBuy, quantity: '4.000' }, { ...context, precision: 0 })).toEqual({});
  });

  it('enforces the 0.00000001 SWAP.HIVE minimum total', () => {
    expect(validateOrder({ ...limitBuy, price: '0.00000001', quantity: '0.5' }, context)).toEqual({ total: ORDER_MESSAGES.minimumTotal });
  });

  it('checks the SWAP.HIVE lock (rounded up) of a buy against the balance', () => {
    expect(validateOrder({ ...limitBuy, price: '0.33333334', quantity: '30' }, context)).toEqual({
      total: 'Not enough SWAP.HIVE: your balance is 10',
    });
    expect(validateOrder({ ...limitBuy, price: '0.25', quantity: '40' }, context)).toEqual({});
  });

  it('checks the token balance of a sell', () => {
    expect(validateOrder({ ...limitBuy, side: 'sell', quantity: '100.1' }, context)).toEqual({ quantity: 'Not enough BEE: your balance is 100' });
  });

  it('skips balance checks while balances are unknown', () => {
    expect(validateOrder({ ...limitBuy, quantity: '1000' }, { ...context, hiveBalance: undefined })).toEqual({});
  });
});

describe('validateOrder — market', () => {
  const marketBuy: OrderDraft = { side: 'buy', kind: 'market', price: '', quantity: '', total: '3' };
  const marketSell: OrderDraft = { side: 'sell', kind: 'market', price: '', quantity: '10', total: '' };

  it('refuses market orders for tokens with 3 or fewer decimals', () => {
    expect(validateOrder(marketBuy, { ...context, precision: 3 })).toEqual({ form: ORDER_MESSAGES.marketUnavailable(3) });
    expect(validateOrder(marketBuy, { ...context, precision: 4 })).toEqual({});
  });

  it('checks the SWAP.HIVE to spend of a market buy', () => {
    expect(validateOrder({ ...marketBuy, total: '' }, context)).toEqual({ total: 'Enter a total' });
    expect(validateOrder({ ...marketBuy, total: '0.123456789' }, context)).toEqual({ total: 'At most 8 decimals allowed' });
    expect(validateOrder({ ...marketBuy, total: '11' }, context)).toEqual({ total: 'Not enough SWAP.HIVE: your balance is 10' });
  });

  it('needs a book that fills the order', () => {
    expect(validateOrder(marketBuy, { ...context, asks: [] })).toEqual({ form: ORDER_MESSAGES.noAsks });
    expect(validateOrder({ ...marketBuy, total: '0.00000001' }, { ...context, precision: 4 })).toEqual({ total: ORDER_MESSAGES.buysNothing('BEE') });
    expect(validateOrder(marketSell, { ...context, bids: [] })).toEqual({ form: ORDER_MESSAGES.noBids });
    expect(validateOrder({ ...marketSell, quantity: '0.00000001' }, { ...context, bids: [level('0.1', '1')] })).toEqual({
      quantity: ORDER_MESSAGES.receivesNothing,
    });
  });

  it('checks the token quantity of a market sell', () => {
    expect(validateOrder(marketSell, context)).toEqual({});
    expect(validateOrder({ ...marketSell, quantity: '101' }, context)).toEqual({ quantity: 'Not enough BEE: your balance is 100' });
  });
});
