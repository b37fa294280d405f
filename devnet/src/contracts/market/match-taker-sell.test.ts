import { TEST_CLOCK_START_MS } from '../../chain/testing';
import { balanceAmount } from '../tokens/test-fixtures';
import { createMarketChain, eventTrail, metricOf, paidIn, paidOut, placeBuy, placeSell, rowsOf } from './test-fixtures';

const NOW = TEST_CLOCK_START_MS / 1000;

describe('a limit sell taking resting buy orders', () => {
  it('fills at the resting price and leaves the rest of the buy order with its remaining lock', () => {
    const chain = createMarketChain();
    const buy = placeBuy(chain, 'alice', '10', '0.5');
    const sell = placeSell(chain, 'bob', '4', '0.4');

    expect(sell.logs).toEqual({
      events: [
        paidIn('bob', 'TKN', '4.000'),
        paidOut('alice', 'TKN', '4.000'),
        paidOut('bob', 'SWAP.HIVE', '2.00000000'),
        { contract: 'market', event: 'orderClosed', data: { account: 'bob', type: 'sell', txId: sell.transactionId } },
      ],
    });
    expect(rowsOf(chain, 'buyBook')).toEqual([expect.objectContaining({ quantity: '6.000', tokensLocked: '3.00000000' })]);
    expect(rowsOf(chain, 'sellBook')).toEqual([]);
    expect(rowsOf(chain, 'tradesHistory')).toEqual([{
      _id: 1, type: 'sell', buyer: 'alice', seller: 'bob', symbol: 'TKN', quantity: '4.000', price: '0.50000000',
      timestamp: NOW, volume: '2.00000000', buyTxId: buy.transactionId, sellTxId: sell.transactionId,
    }]);
    expect(metricOf(chain, 'TKN')).toMatchObject({ volume: '2.00000000', lastPrice: '0.50000000', highestBid: '0.50000000', lowestAsk: '0' });
  });

  it('rounds the proceeds DOWN to 8 decimals', () => {
    const chain = createMarketChain();
    placeBuy(chain, 'alice', '1', '0.33333333');
    placeSell(chain, 'bob', '0.001', '0.3');
    // 0.001 × 0.33333333 = 0.00033333333 → 0.00033333
    expect(balanceAmount(chain, 'bob', 'SWAP.HIVE')).toBe('1000.00033333');
    expect(rowsOf(chain, 'buyBook')).toEqual([expect.objectContaining({ quantity: '0.999', tokensLocked: '0.33300000' })]);
  });

  it('walks the buy book highest first, refunding the leftover lock of each buy order it uses up', () => {
    const chain = createMarketChain();
    const smallBuy = placeBuy(chain, 'alice', '0.003', '0.33333333');
    placeBuy(chain, 'carol', '1', '0.2');
    const sell = placeSell(chain, 'bob', '0.005', '0.2');

    // alice locked 0.00100000 (0.00099999999 rounded up) and her 0.003 pay 0.00099999 (rounded down)
    expect(sell.logs.events?.slice(1)).toEqual([
      paidOut('alice', 'TKN', '0.003'),
      paidOut('bob', 'SWAP.HIVE', '0.00099999'),
      paidOut('alice', 'SWAP.HIVE', '0.00000001'),
      { contract: 'market', event: 'orderClosed', data: { account: 'alice', type: 'buy', txId: smallBuy.transactionId } },
      paidOut('carol', 'TKN', '0.002'),
      paidOut('bob', 'SWAP.HIVE', '0.00040000'),
      { contract: 'market', event: 'orderClosed', data: { account: 'bob', type: 'sell', txId: sell.transactionId } },
    ]);
    expect(rowsOf(chain, 'buyBook')).toEqual([expect.objectContaining({ account: 'carol', quantity: '0.998', tokensLocked: '0.19960000' })]);
    expect(balanceAmount(chain, 'bob', 'SWAP.HIVE')).toBe('1000.00139999');
    expect(metricOf(chain, 'TKN')).toMatchObject({ volume: '0.00139999', lastPrice: '0.20000000' });
  });

  it('rests with what the buy book could not take', () => {
    const chain = createMarketChain();
    placeBuy(chain, 'alice', '1', '0.5');
    const sell = placeSell(chain, 'bob', '3', '0.5');
    expect(eventTrail(sell)).toEqual([
      'tokens.transferToContract', 'tokens.transferFromContract', 'tokens.transferFromContract', 'market.orderClosed',
    ]);
    expect(rowsOf(chain, 'sellBook')).toEqual([expect.objectContaining({ account: 'bob', quantity: '2.000', txId: sell.transactionId })]);
    expect(metricOf(chain, 'TKN')).toMatchObject({ lowestAsk: '0.50000000', highestBid: '0' });
  });

  it('closes the sell order when its rest is dust, returning the dust tokens', () => {
    const chain = createMarketChain();
    const buy = placeBuy(chain, 'alice', '0.999', '0.000005');
    const sell = placeSell(chain, 'bob', '1', '0.000005');
    expect(sell.logs.events?.slice(1)).toEqual([
      paidOut('alice', 'TKN', '0.999'),
      paidOut('bob', 'SWAP.HIVE', '0.00000499'),
      paidOut('alice', 'SWAP.HIVE', '0.00000001'),
      { contract: 'market', event: 'orderClosed', data: { account: 'alice', type: 'buy', txId: buy.transactionId } },
      paidOut('bob', 'TKN', '0.001'),
      { contract: 'market', event: 'orderClosed', data: { account: 'bob', type: 'sell', txId: sell.transactionId } },
    ]);
    expect(rowsOf(chain, 'sellBook')).toEqual([]);
    expect(rowsOf(chain, 'buyBook')).toEqual([]);
  });
});
