import type { TestChain } from '../../chain/testing';
import { balanceAmount } from '../tokens/test-fixtures';
import { createMarketChain, metricOf, paidIn, paidOut, placeBuy, placeMarketOrder, rowsOf } from './test-fixtures';

const marketSell = (chain: TestChain, quantity: unknown, extra?: Record<string, unknown>, active?: boolean) => placeMarketOrder(chain, 'marketSell', quantity, extra, active);

describe('market.marketSell', () => {
  it('sells into the highest bids first without orderClosed events', () => {
    const chain = createMarketChain();
    const bobBuy = placeBuy(chain, 'bob', '2', '0.6');
    placeBuy(chain, 'carol', '10', '0.5');
    const sell = marketSell(chain, '5');

    expect(sell.logs).toEqual({
      events: [
        paidIn('alice', 'TKN', '5.000'),
        paidOut('bob', 'TKN', '2.000'),
        paidOut('alice', 'SWAP.HIVE', '1.20000000'),
        paidOut('carol', 'TKN', '3.000'),
        paidOut('alice', 'SWAP.HIVE', '1.50000000'),
      ],
    });
    expect(rowsOf(chain, 'buyBook')).toEqual([expect.objectContaining({ account: 'carol', quantity: '7.000', tokensLocked: '3.50000000' })]);
    expect(rowsOf(chain, 'tradesHistory').map(({ type, buyer, seller, quantity, price, volume, buyTxId, sellTxId }) => ({ type, buyer, seller, quantity, price, volume, buyTxId, sellTxId }))).toEqual([
      { type: 'sell', buyer: 'bob', seller: 'alice', quantity: '2.000', price: '0.60000000', volume: '1.20000000', buyTxId: bobBuy.transactionId, sellTxId: sell.transactionId },
      { type: 'sell', buyer: 'carol', seller: 'alice', quantity: '3.000', price: '0.50000000', volume: '1.50000000', buyTxId: expect.any(String), sellTxId: sell.transactionId },
    ]);
    expect(metricOf(chain, 'TKN')).toMatchObject({ volume: '2.70000000', highestBid: '0.50000000', priceChangePercent: '-16.67%' });
    expect(balanceAmount(chain, 'alice', 'SWAP.HIVE')).toBe('1002.70000000');
    expect(balanceAmount(chain, 'alice', 'TKN')).toBe('995.000');
  });

  it('logs "the order cannot be filled" for each order whose proceeds round to 0, then returns the tokens', () => {
    const chain = createMarketChain();
    placeBuy(chain, 'bob', '100', '0.000001');
    placeBuy(chain, 'carol', '100', '0.000001');
    const sell = marketSell(chain, '0.001');
    expect(sell.logs).toEqual({
      events: [
        paidIn('alice', 'TKN', '0.001'),
        paidOut('alice', 'TKN', '0.001'),
      ],
      errors: ['the order cannot be filled', 'the order cannot be filled'],
    });
    expect(rowsOf(chain, 'buyBook')).toHaveLength(2);
  });

  it('is silent for a malformed quantity and checks the token precision', () => {
    const chain = createMarketChain();
    expect(marketSell(chain, 'abc').logs).toEqual({});
    expect(marketSell(chain, '1.0001').logs).toEqual({ errors: ['invalid params'] });
    expect(marketSell(chain, '1', { symbol: 'NOPE' }).logs).toEqual({ errors: ['invalid params'] });
    expect(marketSell(chain, '1', {}, false).logs).toEqual({ errors: ['you must use a custom_json signed with your active key'] });
    expect(marketSell(chain, '5000').logs).toEqual({ errors: ['overdrawn balance'] });
  });
});
