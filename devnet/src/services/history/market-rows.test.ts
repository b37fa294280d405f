import { createMarketChain, placeBuy, placeSell } from '../../contracts/market/test-fixtures';
import { chainHistory, rowsOf } from './test-chain-history';

const DERIVED_FROM_EVENTS = ['market_expire', 'market_closeOrder', 'market_buyRemaining', 'market_sellRemaining'];

describe('market rows from real market runs', () => {
  it('reports an order purged as expired in its owner’s history with the unlocked quantity', () => {
    const chain = createMarketChain();
    const expiring = placeSell(chain, 'alice', '2.000', '0.5', { expiration: 60 });
    chain.clock.advance(60_000);
    placeBuy(chain, 'bob', '1.000', '0.1');

    expect(rowsOf(chainHistory(chain), DERIVED_FROM_EVENTS, ['orderId', 'orderType', 'symbol', 'quantityUnlocked'])).toEqual([
      { account: 'alice', operation: 'market_expire', orderId: expiring.transactionId, orderType: 'sell', symbol: 'TKN', quantityUnlocked: '2.000' },
    ]);
  });

  it('closes both filled limit orders and refunds the buyer’s unused lock as market_buyRemaining', () => {
    const chain = createMarketChain();
    const sell = placeSell(chain, 'alice', '10.000', '1');
    const buy = placeBuy(chain, 'bob', '10.000', '1.5');

    expect(rowsOf(chainHistory(chain), DERIVED_FROM_EVENTS, ['orderID', 'orderType', 'from', 'to', 'symbol', 'quantity'])).toEqual([
      { account: 'alice', operation: 'market_closeOrder', orderID: sell.transactionId, orderType: 'sell', from: undefined, to: undefined, symbol: undefined, quantity: undefined },
      { account: 'bob', operation: 'market_buyRemaining', orderID: undefined, orderType: undefined, from: 'contract_market', to: 'bob', symbol: 'SWAP.HIVE', quantity: '5.00000000' },
      { account: 'bob', operation: 'market_closeOrder', orderID: buy.transactionId, orderType: 'buy', from: undefined, to: undefined, symbol: undefined, quantity: undefined },
    ]);
  });

  it('returns the SWAP.HIVE a market buy could not spend as market_buyRemaining, without closeOrder rows', () => {
    const chain = createMarketChain();
    placeSell(chain, 'alice', '2.000', '1');
    chain.runAction('bob', 'market', 'marketBuy', { symbol: 'TKN', quantity: '5' });

    expect(rowsOf(chainHistory(chain), DERIVED_FROM_EVENTS, ['to', 'symbol', 'quantity'])).toEqual([
      { account: 'bob', operation: 'market_buyRemaining', to: 'bob', symbol: 'SWAP.HIVE', quantity: '3.00000000' },
    ]);
  });

  it('returns the tokens a market sell could not sell as market_sellRemaining', () => {
    const chain = createMarketChain();
    placeBuy(chain, 'alice', '5.000', '1');
    chain.runAction('bob', 'market', 'marketSell', { symbol: 'TKN', quantity: '8' });

    expect(rowsOf(chainHistory(chain), DERIVED_FROM_EVENTS, ['to', 'symbol', 'quantity'])).toEqual([
      { account: 'bob', operation: 'market_sellRemaining', to: 'bob', symbol: 'TKN', quantity: '3.000' },
    ]);
  });

  it('refunds the dust a fill leaves on a resting sell order to its seller', () => {
    const chain = createMarketChain();
    placeSell(chain, 'alice', '1.001', '0.00000001');
    placeBuy(chain, 'bob', '1.000', '0.00000001');

    expect(rowsOf(chainHistory(chain), ['market_buyRemaining'], ['to', 'symbol', 'quantity'])).toEqual([
      { account: 'alice', operation: 'market_buyRemaining', to: 'alice', symbol: 'TKN', quantity: '0.001' },
    ]);
  });

  it('leaves fills and locks to tradesHistory and market_placeOrder: no token movement rows', () => {
    const chain = createMarketChain();
    placeSell(chain, 'alice', '10.000', '1');
    placeBuy(chain, 'bob', '4.000', '1');

    expect(chainHistory(chain).map((row) => [row.account, row.operation])).toEqual([
      ['alice', 'market_placeOrder'],
      ['bob', 'market_placeOrder'],
      ['bob', 'market_closeOrder'],
    ]);
  });
});
