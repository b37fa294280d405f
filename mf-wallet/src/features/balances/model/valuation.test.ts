import BigNumber from 'bignumber.js';
import type { Balance, Metric, Token } from '@tdx/contracts';
import { stakeBreakdown, type WalletRow } from '../../../shared';
import { dailyChange, totalUsdValue, usdPrice, valueRow } from './valuation';

const NOW = 1_700_000_000;

const metric = (fields: Partial<Metric> = {}): Metric => ({
  symbol: 'AAA',
  volume: '10',
  volumeExpiration: NOW + 1000,
  lastPrice: '0.5',
  lowestAsk: '0.6',
  highestBid: '0.4',
  lastDayPrice: '0.4',
  lastDayPriceExpiration: NOW + 1000,
  priceChangePercent: '25%',
  priceChangeHive: '0.1',
  ...fields,
});

function row(balanceFields: Partial<Balance>, rowMetric?: Metric): WalletRow {
  const balance: Balance = {
    account: 'bob',
    symbol: 'AAA',
    balance: '10',
    stake: '0',
    pendingUnstake: '0',
    delegationsIn: '0',
    delegationsOut: '0',
    pendingUndelegations: '0',
    ...balanceFields,
  };
  const token = { symbol: 'AAA', precision: 8, numberTransactions: 1 } as Token;
  return { symbol: 'AAA', token, balance, stake: stakeBreakdown(balance, token, []), metric: rowMetric, deprecated: false, issuedByAccount: false };
}

describe('usdPrice', () => {
  it('is the last price in HIVE times the HIVE price, without floats', () => {
    expect(usdPrice(metric({ lastPrice: '0.1' }), 0.3)?.toFixed()).toBe('0.03');
  });
  it('is unknown without a metric, without a HIVE price or without trades', () => {
    expect(usdPrice(undefined, 0.3)).toBeNull();
    expect(usdPrice(metric(), null)).toBeNull();
    expect(usdPrice(metric({ lastPrice: '0' }), 0.3)).toBeNull();
  });
});

describe('dailyChange', () => {
  it('reads the percent string while the day is current', () => {
    expect(dailyChange(metric({ priceChangePercent: '-12.5%' }), NOW)?.toFixed()).toBe('-12.5');
  });
  it('is unknown once the day expired (stale change) or without a metric', () => {
    expect(dailyChange(metric({ lastDayPriceExpiration: NOW }), NOW)).toBeNull();
    expect(dailyChange(undefined, NOW)).toBeNull();
  });
});

describe('valueRow and totalUsdValue', () => {
  const context = { hivePrice: 0.2, includeStake: false, nowSeconds: NOW };

  it('values the liquid balance, or everything owned when stake is included', () => {
    const staked = row({ balance: '10', stake: '5', delegationsOut: '1', pendingUndelegations: '2', delegationsIn: '100' }, metric());
    expect(valueRow(staked, context).usdValue?.toFixed()).toBe('1'); // 10 × 0.5 × 0.2
    expect(valueRow(staked, { ...context, includeStake: true }).usdValue?.toFixed()).toBe('1.8'); // 18 × 0.1
  });

  it('counts SWAP.HIVE as 1 HIVE through its synthetic metric', () => {
    expect(valueRow(row({ balance: '3' }, metric({ lastPrice: '1' })), context).usdValue?.toFixed()).toBe('0.6');
  });

  it('adds only priced rows to the total, exactly', () => {
    const rows = [
      valueRow(row({ balance: '0.1' }, metric({ lastPrice: '1' })), { ...context, hivePrice: 0.3 }),
      valueRow(row({ balance: '0.2' }, metric({ lastPrice: '1' })), { ...context, hivePrice: 0.3 }),
      valueRow(row({ balance: '1000' }), context),
    ];
    expect(rows[2].usdValue).toBeNull();
    expect(totalUsdValue(rows).toFixed()).toBe('0.09');
    expect(totalUsdValue([])).toEqual(new BigNumber(0));
  });
});
