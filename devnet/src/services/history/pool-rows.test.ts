import { createFundedPool, PAIR, run } from '../../contracts/marketpools/test-fixtures';
import { chainHistory, rowsOf } from './test-chain-history';

describe('history rows of marketpools actions', () => {
  const chain = createFundedPool('100.00000000', '400.000');
  run(chain, 'bob', 'swapTokens', { tokenPair: PAIR, tokenSymbol: 'SWAP.HIVE', tokenAmount: '1.00000000', tradeType: 'exactInput', minAmountOut: '1.000' });
  run(chain, 'alice', 'removeLiquidity', { tokenPair: PAIR, sharesOut: '10' });
  const rows = chainHistory(chain);
  const fields = ['from', 'to', 'symbol', 'quantity'];

  it('gives each token a deposit moves a row under addLiquidity, from the account to the contract', () => {
    expect(rowsOf(rows, ['marketpools_addLiquidity'], fields).filter((row) => row.account === 'alice')).toEqual([
      { account: 'alice', operation: 'marketpools_addLiquidity', from: 'alice', to: 'contract_marketpools', symbol: 'SWAP.HIVE', quantity: '100.00000000' },
      { account: 'alice', operation: 'marketpools_addLiquidity', from: 'alice', to: 'contract_marketpools', symbol: 'TKN', quantity: '400.000' },
    ]);
  });

  it('gives a swap a row for what was paid and one for what was received', () => {
    const swap = rowsOf(rows, ['marketpools_swapTokens'], fields).filter((row) => row.account === 'bob');
    expect(swap.map((row) => [row.from, row.to, row.symbol])).toEqual([
      ['bob', 'contract_marketpools', 'SWAP.HIVE'],
      ['contract_marketpools', 'bob', 'TKN'],
    ]);
  });

  it('gives a withdrawal a row for each token paid out', () => {
    const removal = rowsOf(rows, ['marketpools_removeLiquidity'], fields).filter((row) => row.account === 'alice');
    expect(removal.map((row) => [row.from, row.to, row.symbol])).toEqual([
      ['contract_marketpools', 'alice', 'SWAP.HIVE'],
      ['contract_marketpools', 'alice', 'TKN'],
    ]);
  });
});
