import type { Balance, Metric, PendingUnstake, Token } from '@tdx/contracts';
import type { WalletData } from './chain-reads';
import { walletRows } from './wallet-row';

const token = (symbol: string, issuer = 'someone'): Token => ({
  _id: 1,
  issuer,
  symbol,
  name: `${symbol} token`,
  precision: 3,
  maxSupply: '1000',
  supply: '100',
  circulatingSupply: '100',
  metadata: {},
  icon: '',
  stakingEnabled: true,
  numberTransactions: 2,
});
const balance = (symbol: string, fields: Partial<Balance> = {}): Balance => ({
  account: 'bob',
  symbol,
  balance: '1',
  stake: '10',
  pendingUnstake: '0',
  delegationsIn: '0',
  delegationsOut: '0',
  pendingUndelegations: '0',
  ...fields,
});
const metric = { symbol: 'AAA', lastPrice: '2' } as Metric;
const unstake = { symbol: 'AAA', quantity: '4', quantityLeft: '4', numberTransactionsLeft: 2 } as PendingUnstake;

const data: WalletData = {
  account: 'bob',
  balances: [balance('AAA', { pendingUnstake: '4' }), balance('OLD'), balance('BAD'), balance('GONE')],
  tokens: new Map([
    ['AAA', token('AAA')],
    ['OLD', token('OLD')],
    ['BAD', token('BAD')],
    ['MINE', token('MINE', 'bob')],
  ]),
  metrics: new Map([['AAA', metric]]),
  pendingUnstakes: [unstake],
};

const visibility = { isDisabled: (symbol: string) => symbol === 'BAD', isDeprecated: (symbol: string) => symbol === 'OLD' };

describe('walletRows', () => {
  const rows = walletRows(data, visibility);

  it('drops disabled tokens and balances of unknown tokens, adds issued tokens not held', () => {
    expect(rows.map((row) => row.symbol)).toEqual(['AAA', 'OLD', 'MINE']);
  });

  it('marks deprecated tokens and the ones the account issued', () => {
    expect(rows.map((row) => [row.symbol, row.deprecated, row.issuedByAccount])).toEqual([
      ['AAA', false, false],
      ['OLD', true, false],
      ['MINE', false, true],
    ]);
    expect(rows[2].balance).toMatchObject({ account: 'bob', symbol: 'MINE', balance: '0', stake: '0' });
  });

  it('attaches the metric and splits the stake with the pending unstakes', () => {
    expect(rows[0].metric).toBe(metric);
    expect(rows[0].stake.locked.toFixed()).toBe('2');
    expect(rows[0].stake.available.toFixed()).toBe('8');
    expect(rows[1].metric).toBeUndefined();
  });
});
