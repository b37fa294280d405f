import { historyAmount } from './history-amount';
import type { HistoryRow } from './history-row';

const row = (fields: Partial<HistoryRow>): HistoryRow => ({
  _id: '1',
  blockNumber: 5,
  transactionId: 'abc',
  timestamp: 1_700_000_000,
  account: 'bob',
  operation: 'tokens_transfer',
  ...fields,
});

describe('historyAmount', () => {
  it('reads the quantity of token movements', () => {
    expect(historyAmount(row({ symbol: 'BEE', quantity: '1.25' }), 'BEE')).toEqual({ quantity: '1.25', symbol: 'BEE' });
  });

  it('reads the tokens of a fill', () => {
    expect(historyAmount(row({ operation: 'market_buy', quantityTokens: '10.00000000', quantitySteem: '2.5' }), 'BEE')).toEqual({
      quantity: '10.00000000',
      symbol: 'BEE',
    });
  });

  it('shows what a buy order locks and returns in SWAP.HIVE, a sell order in the token', () => {
    expect(historyAmount(row({ operation: 'market_placeOrder', orderType: 'buy', quantityLocked: '25.00000000' }), 'BEE')).toEqual({
      quantity: '25.00000000',
      symbol: 'SWAP.HIVE',
    });
    expect(historyAmount(row({ operation: 'market_placeOrder', orderType: 'sell', quantityLocked: '7' }), 'BEE')).toEqual({ quantity: '7', symbol: 'BEE' });
    expect(historyAmount(row({ operation: 'market_cancel', orderType: 'buy', quantityReturned: '3' }), 'BEE')).toEqual({ quantity: '3', symbol: 'SWAP.HIVE' });
    expect(historyAmount(row({ operation: 'market_expire', orderType: 'sell', quantityUnlocked: '4' }), 'BEE')).toEqual({ quantity: '4', symbol: 'BEE' });
  });

  it('has no amount for rows that move nothing', () => {
    expect(historyAmount(row({ operation: 'tokens_enableStaking' }), 'BEE')).toBeNull();
    expect(historyAmount(row({ operation: 'market_closeOrder', orderType: 'buy' }), 'BEE')).toBeNull();
  });
});
