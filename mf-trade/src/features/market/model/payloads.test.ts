import { broadcastBody, cancelActions, orderAction, orderTitle } from './payloads';
import type { OpenOrder } from './types';

describe('orderAction', () => {
  it('builds a limit buy and sell with plain decimal strings', () => {
    expect(orderAction('BEE', { side: 'buy', kind: 'limit', price: '0.25000', quantity: '4.', total: '1' })).toEqual({
      contractName: 'market',
      contractAction: 'buy',
      contractPayload: { symbol: 'BEE', quantity: '4', price: '0.25' },
    });
    expect(orderAction('BEE', { side: 'sell', kind: 'limit', price: '.5', quantity: '1.5', total: '' }).contractPayload).toEqual({
      symbol: 'BEE',
      quantity: '1.5',
      price: '0.5',
    });
  });

  it('sends the SWAP.HIVE to spend for a market buy and the tokens for a market sell', () => {
    expect(orderAction('BEE', { side: 'buy', kind: 'market', price: '9', quantity: '9', total: '2.5' })).toEqual({
      contractName: 'market',
      contractAction: 'marketBuy',
      contractPayload: { symbol: 'BEE', quantity: '2.5' },
    });
    expect(orderAction('BEE', { side: 'sell', kind: 'market', price: '9', quantity: '3', total: '9' })).toEqual({
      contractName: 'market',
      contractAction: 'marketSell',
      contractPayload: { symbol: 'BEE', quantity: '3' },
    });
  });
});

describe('orderTitle', () => {
  it('names the kind, side and symbol', () => {
    expect(orderTitle('BEE', { side: 'buy', kind: 'limit' })).toBe('Limit Buy (BEE)');
    expect(orderTitle('GAMER', { side: 'sell', kind: 'market' })).toBe('Market Sell (GAMER)');
  });
});

describe('cancelActions', () => {
  it('makes one cancel per order with its book and txId', () => {
    const order = (side: 'buy' | 'sell', txId: string): OpenOrder => ({
      side, txId, _id: 1, account: 'bob', symbol: 'BEE', quantity: '1', price: '1', timestamp: 0, expiration: 0,
    });
    expect(cancelActions([order('buy', 'a1'), order('sell', 'b2')])).toEqual([
      { contractName: 'market', contractAction: 'cancel', contractPayload: { type: 'buy', id: 'a1' } },
      { contractName: 'market', contractAction: 'cancel', contractPayload: { type: 'sell', id: 'b2' } },
    ]);
  });
});

describe('broadcastBody', () => {
  it('sends one action alone and several as one array', () => {
    expect(broadcastBody(['a'])).toBe('a');
    expect(broadcastBody(['a', 'b'])).toEqual(['a', 'b']);
  });
});
