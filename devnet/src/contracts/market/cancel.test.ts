import type { TestChain } from '../../chain/testing';
import { balanceAmount } from '../tokens/test-fixtures';
import { createMarketChain, metricOf, paidOut, placeBuy, placeSell, rowsOf } from './test-fixtures';

const cancel = (chain: TestChain, account: string, payload: Record<string, unknown>, active = true) =>
  chain.runAction(account, 'market', 'cancel', payload, { active });

describe('market.cancel', () => {
  it('returns a buy order\'s locked SWAP.HIVE (found by txId) and refreshes highestBid', () => {
    const chain = createMarketChain();
    const buy = placeBuy(chain, 'alice', '2', '0.5');
    placeBuy(chain, 'alice', '1', '0.4');
    const result = cancel(chain, 'alice', { type: 'buy', id: buy.transactionId });
    expect(result.logs).toEqual({
      events: [paidOut('alice', 'SWAP.HIVE', '1.00000000')],
    });
    expect(rowsOf(chain, 'buyBook').map((order) => order.price)).toEqual(['0.40000000']);
    expect(metricOf(chain, 'TKN')).toMatchObject({ highestBid: '0.40000000' });
    expect(balanceAmount(chain, 'alice', 'SWAP.HIVE')).toBe('999.60000000');
  });

  it('returns a sell order\'s tokens (found by numeric _id) and refreshes lowestAsk', () => {
    const chain = createMarketChain();
    placeSell(chain, 'bob', '3', '0.7');
    const result = cancel(chain, 'bob', { type: 'sell', id: 1 });
    expect(result.logs).toEqual({
      events: [paidOut('bob', 'TKN', '3.000')],
    });
    expect(rowsOf(chain, 'sellBook')).toEqual([]);
    expect(metricOf(chain, 'TKN')).toMatchObject({ lowestAsk: '0' });
  });

  it('ignores someone else\'s order silently', () => {
    const chain = createMarketChain();
    const buy = placeBuy(chain, 'alice', '2', '0.5');
    expect(cancel(chain, 'carol', { type: 'buy', id: buy.transactionId }).logs).toEqual({});
    expect(rowsOf(chain, 'buyBook')).toHaveLength(1);
  });

  it('requires the active key', () => {
    const chain = createMarketChain();
    expect(cancel(chain, 'alice', { type: 'buy', id: 1 }, false).logs).toEqual({ errors: ['you must use a custom_json signed with your active key'] });
  });

  it.each([
    [{ type: 'both', id: 1 }],
    [{ type: 'buy' }],
    [{ type: 'buy', id: 0 }],
    [{ id: 1 }],
  ])('logs invalid params for %p', (payload) => {
    const chain = createMarketChain();
    expect(cancel(chain, 'alice', payload).logs).toEqual({ errors: ['invalid params'] });
  });

  it.each([
    [{ type: 'buy', id: 99 }],
    [{ type: 'buy', id: 1.5 }],
    [{ type: 'buy', id: 'unknown-tx' }],
    [{ type: 'buy', id: 'x'.repeat(50) }],
    [{ type: 'sell', id: 1 }],
  ])('logs "order does not exist or invalid params" for %p', (payload) => {
    const chain = createMarketChain();
    placeBuy(chain, 'alice', '2', '0.5');
    expect(cancel(chain, 'alice', payload).logs).toEqual({ errors: ['order does not exist or invalid params'] });
  });
});
