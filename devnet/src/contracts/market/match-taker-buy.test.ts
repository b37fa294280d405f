import { TEST_CLOCK_START_MS } from '../../chain/testing';
import { balanceAmount } from '../tokens/test-fixtures';
import { createMarketChain, DEFAULT_HOLDINGS, eventsNamed, eventTrail, marketBalance, metricOf, paidIn, paidOut, placeBuy, placeSell, rowsOf } from './test-fixtures';

const NOW = TEST_CLOCK_START_MS / 1000;
const DAY = 86_400;

describe('a limit buy taking resting sell orders', () => {
  it('fills at the resting price, refunds the unused lock and leaves the rest of the sell order', () => {
    const chain = createMarketChain();
    const sell = placeSell(chain, 'bob', '10', '0.5');
    const buy = placeBuy(chain, 'alice', '4', '0.6');

    expect(buy.logs.errors).toBeUndefined();
    expect(buy.logs.events).toEqual([
      paidIn('alice', 'SWAP.HIVE', '2.40000000'),
      paidOut('alice', 'TKN', '4.000'),
      paidOut('bob', 'SWAP.HIVE', '2.00000000'),
      paidOut('alice', 'SWAP.HIVE', '0.40000000'),
      { contract: 'market', event: 'orderClosed', data: { account: 'alice', type: 'buy', txId: buy.transactionId } },
    ]);
    expect(rowsOf(chain, 'buyBook')).toEqual([]);
    expect(rowsOf(chain, 'sellBook')).toEqual([expect.objectContaining({ account: 'bob', quantity: '6.000', txId: sell.transactionId })]);
    expect(rowsOf(chain, 'tradesHistory')).toEqual([{
      _id: 1, type: 'buy', buyer: 'alice', seller: 'bob', symbol: 'TKN', quantity: '4.000', price: '0.50000000',
      timestamp: NOW, volume: '2.00000000', buyTxId: buy.transactionId, sellTxId: sell.transactionId,
    }]);
    expect(metricOf(chain, 'TKN')).toEqual({
      _id: 1, symbol: 'TKN', volume: '2.00000000', volumeExpiration: NOW + DAY, lastPrice: '0.50000000',
      lowestAsk: '0.50000000', highestBid: '0', lastDayPrice: '0.50000000', lastDayPriceExpiration: NOW + DAY,
      priceChangeHive: '0', priceChangePercent: '0%',
    });
    expect(balanceAmount(chain, 'alice', 'SWAP.HIVE')).toBe('998.00000000');
    expect(balanceAmount(chain, 'alice', 'TKN')).toBe('1004.000');
    expect(balanceAmount(chain, 'bob', 'SWAP.HIVE')).toBe('1002.00000000');
    expect(marketBalance(chain, 'SWAP.HIVE')).toBe('0.00000000');
    expect(marketBalance(chain, 'TKN')).toBe('6.000');
  });

  it('walks the sell book cheapest first and rests with the remaining quantity and lock', () => {
    const chain = createMarketChain();
    placeSell(chain, 'carol', '5', '0.5');
    placeSell(chain, 'bob', '3', '0.4');
    const buy = placeBuy(chain, 'alice', '10', '0.55');

    expect(eventTrail(buy)).toEqual([
      'tokens.transferToContract',
      'tokens.transferFromContract', 'tokens.transferFromContract', 'market.orderClosed',
      'tokens.transferFromContract', 'tokens.transferFromContract', 'market.orderClosed',
    ]);
    expect(eventsNamed(buy, 'orderClosed').map((data) => data.account)).toEqual(['bob', 'carol']);
    expect(rowsOf(chain, 'sellBook')).toEqual([]);
    // 5.5 locked − 3 × 0.4 − 5 × 0.5 = 1.8 for the 2 tokens still wanted
    expect(rowsOf(chain, 'buyBook')).toEqual([expect.objectContaining({ quantity: '2.000', tokensLocked: '1.80000000', price: '0.55000000' })]);
    expect(rowsOf(chain, 'tradesHistory').map(({ seller, quantity, price, volume }) => ({ seller, quantity, price, volume }))).toEqual([
      { seller: 'bob', quantity: '3.000', price: '0.40000000', volume: '1.20000000' },
      { seller: 'carol', quantity: '5.000', price: '0.50000000', volume: '2.50000000' },
    ]);
    expect(metricOf(chain, 'TKN')).toMatchObject({
      volume: '3.70000000', lastPrice: '0.50000000', lastDayPrice: '0.40000000',
      priceChangeHive: '0.10000000', priceChangePercent: '25.00%', lowestAsk: '0', highestBid: '0.55000000',
    });
    expect(marketBalance(chain, 'SWAP.HIVE')).toBe('1.80000000');
  });

  it('rounds the cost UP to 8 decimals', () => {
    const chain = createMarketChain();
    placeSell(chain, 'bob', '1', '0.33333333');
    const buy = placeBuy(chain, 'alice', '0.001', '0.33333333');
    // 0.001 × 0.33333333 = 0.00033333333 → 0.00033334 (lock and cost alike, nothing refunded)
    expect(eventsNamed(buy, 'transferFromContract')).toEqual([
      { from: 'market', to: 'alice', symbol: 'TKN', quantity: '0.001' },
      { from: 'market', to: 'bob', symbol: 'SWAP.HIVE', quantity: '0.00033334' },
    ]);
    expect(rowsOf(chain, 'sellBook')).toEqual([expect.objectContaining({ quantity: '0.999' })]);
  });

  it('closes a sell order whose rest is dust and returns the dust tokens', () => {
    const chain = createMarketChain();
    const sell = placeSell(chain, 'bob', '1', '0.000005');
    const buy = placeBuy(chain, 'alice', '0.999', '0.000005');
    // left: 0.001 × 0.000005 = 0.000000005 → rounds down to 0
    expect(buy.logs.events?.slice(1)).toEqual([
      paidOut('alice', 'TKN', '0.999'),
      paidOut('bob', 'SWAP.HIVE', '0.00000500'),
      paidOut('bob', 'TKN', '0.001'),
      { contract: 'market', event: 'orderClosed', data: { account: 'bob', type: 'sell', txId: sell.transactionId } },
      { contract: 'market', event: 'orderClosed', data: { account: 'alice', type: 'buy', txId: buy.transactionId } },
    ]);
    expect(rowsOf(chain, 'sellBook')).toEqual([]);
    expect(balanceAmount(chain, 'bob', 'TKN')).toBe('999.001');
  });

  it('fills equal prices oldest first and only up to the buy price', () => {
    const chain = createMarketChain();
    placeSell(chain, 'carol', '1', '0.5');
    placeSell(chain, 'bob', '1', '0.5');
    placeSell(chain, 'carol', '1', '0.45');
    placeSell(chain, 'bob', '1', '0.51');
    const buy = placeBuy(chain, 'alice', '2', '0.5');
    expect(rowsOf(chain, 'tradesHistory').map(({ seller, price }) => `${seller}@${price}`)).toEqual(['carol@0.45000000', 'carol@0.50000000']);
    expect(rowsOf(chain, 'sellBook').map(({ account, price }) => `${account}@${price}`)).toEqual(['bob@0.50000000', 'bob@0.51000000']);
    // locked 1.0, paid 0.45 + 0.5: the last fill closes the buy order and refunds 0.05
    expect(eventsNamed(buy, 'transferFromContract').at(-1)).toEqual({ from: 'market', to: 'alice', symbol: 'SWAP.HIVE', quantity: '0.05000000' });
    expect(metricOf(chain, 'TKN')).toMatchObject({ lowestAsk: '0.50000000', highestBid: '0' });
  });

  it('rests without trading below the lowest ask', () => {
    const chain = createMarketChain();
    placeSell(chain, 'bob', '1', '0.5');
    const buy = placeBuy(chain, 'alice', '1', '0.4');
    expect(eventTrail(buy)).toEqual(['tokens.transferToContract']);
    expect(metricOf(chain, 'TKN')).toMatchObject({ lowestAsk: '0.50000000', highestBid: '0.40000000', lastPrice: '0' });
  });

  it('trades against the same account (no self-trade prevention)', () => {
    const chain = createMarketChain();
    placeSell(chain, 'alice', '1', '0.5');
    placeBuy(chain, 'alice', '1', '0.5');
    expect(rowsOf(chain, 'tradesHistory')).toEqual([expect.objectContaining({ buyer: 'alice', seller: 'alice', volume: '0.50000000' })]);
    expect(balanceAmount(chain, 'alice', 'TKN')).toBe('1000.000');
    expect(balanceAmount(chain, 'alice', 'SWAP.HIVE')).toBe('1000.00000000');
  });
});

describe('lazy expiry', () => {
  const holdings = [...DEFAULT_HOLDINGS, ['bob', 'BEE', '10.00000000'] as [string, string, string]];

  it('a buy of any symbol purges ALL expired sell orders (expiration <= now) and returns their tokens', () => {
    const chain = createMarketChain(holdings);
    const expiring = chain.runAction('bob', 'market', 'sell', { symbol: 'BEE', quantity: '2', price: '0.1', expiration: 60 });
    placeSell(chain, 'carol', '1', '0.5', { expiration: 61 });
    chain.clock.advance(60_000);

    const buy = placeBuy(chain, 'alice', '1', '0.4');
    expect(buy.logs.events?.slice(1, 3)).toEqual([
      paidOut('bob', 'BEE', '2.00000000'),
      { contract: 'market', event: 'orderExpired', data: { type: 'sell', txId: expiring.transactionId } },
    ]);
    expect(rowsOf(chain, 'sellBook').map((order) => order.account)).toEqual(['carol']);
    expect(balanceAmount(chain, 'bob', 'BEE')).toBe('10.00000000');
    // quirk: the purge refreshes the OTHER side's metric of the expired order's symbol
    expect(metricOf(chain, 'BEE')).toMatchObject({ highestBid: '0', lowestAsk: '0.10000000' });
  });

  it('a sell does not purge expired sell orders, a sell purges expired buy orders', () => {
    const chain = createMarketChain();
    placeSell(chain, 'bob', '1', '0.9', { expiration: 10 });
    const expiringBuy = placeBuy(chain, 'carol', '2', '0.1', { expiration: 10 });
    chain.clock.advance(10_000);

    const sell = placeSell(chain, 'alice', '1', '0.5');
    expect(eventsNamed(sell, 'orderExpired')).toEqual([{ type: 'buy', txId: expiringBuy.transactionId }]);
    expect(eventsNamed(sell, 'transferFromContract')).toEqual([{ from: 'market', to: 'carol', symbol: 'SWAP.HIVE', quantity: '0.20000000' }]);
    expect(rowsOf(chain, 'sellBook').map((order) => order.account)).toEqual(['bob', 'alice']);
    expect(rowsOf(chain, 'buyBook')).toEqual([]);
  });
});
