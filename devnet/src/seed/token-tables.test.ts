import BigNumber from 'bignumber.js';
import type { Row } from '../chain/contract-api';
import { SYSTEM_ACCOUNT } from '../accounts';
import { atPrecision, expectShape, rowsOf, seedAtScaleOne } from './test-support';

const seed = seedAtScaleOne();
const tokens = rowsOf(seed, 'tokens', 'tokens');
const balances = rowsOf(seed, 'tokens', 'balances');
const contractBalances = rowsOf(seed, 'tokens', 'contractsBalances');
const pendingUnstakes = rowsOf(seed, 'tokens', 'pendingUnstakes');
const precisionOf = new Map(tokens.map((row) => [row.symbol as string, row.precision as number]));
const tokenBySymbol = new Map(tokens.map((row) => [row.symbol as string, row]));
const BALANCE_FIELDS = ['balance', 'stake', 'pendingUnstake', 'delegationsIn', 'delegationsOut', 'pendingUndelegations'];

function sum(rows: Row[], field: string): BigNumber {
  return rows.reduce((total, row) => total.plus(row[field] as string), new BigNumber(0));
}

/** Owned = balance + stake + delegationsOut + pendingUndelegations + the unstake tranche in flight. */
function ownedBySymbol(symbol: string): BigNumber {
  const rows = balances.filter((row) => row.symbol === symbol);
  const precision = precisionOf.get(symbol) ?? 0;
  const perTransaction = Number(tokenBySymbol.get(symbol)?.numberTransactions ?? 1);
  const inFlight = pendingUnstakes
    .filter((row) => row.symbol === symbol)
    .reduce((total, row) => {
      const tranche = new BigNumber(row.quantity as string).div(perTransaction).decimalPlaces(precision, BigNumber.ROUND_DOWN);
      return total.plus(Number(row.numberTransactionsLeft) > 1 ? tranche : (row.quantityLeft as string));
    }, new BigNumber(0));
  return sum(rows, 'balance').plus(sum(rows, 'stake')).plus(sum(rows, 'delegationsOut')).plus(sum(rows, 'pendingUndelegations')).plus(inFlight);
}

describe('tokens.tokens', () => {
  it('has the real row shape', () => {
    for (const row of tokens) {
      expectShape(
        row,
        {
          issuer: 'string', symbol: 'string', name: 'string', metadata: 'string', precision: 'number', maxSupply: 'string',
          supply: 'string', circulatingSupply: 'string', stakingEnabled: 'boolean', unstakingCooldown: 'number',
          delegationEnabled: 'boolean', undelegationCooldown: 'number',
        },
        { numberTransactions: 'number', totalStaked: 'string' },
      );
      expect('totalStaked' in row).toBe(row.stakingEnabled);
      const precision = row.precision as number;
      for (const field of ['maxSupply', 'supply', 'circulatingSupply']) expect(row[field]).toMatch(atPrecision(precision));
      expect(JSON.parse(row.metadata as string)).toHaveProperty('url');
    }
  });

  it('has unique symbols and varied precision, staking and delegation', () => {
    expect(new Set(tokens.map((row) => row.symbol)).size).toBe(tokens.length);
    expect(new Set(tokens.map((row) => row.precision))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(tokens.some((row) => row.stakingEnabled && !row.delegationEnabled)).toBe(true);
    expect(tokens.some((row) => row.delegationEnabled)).toBe(true);
    expect(tokens.some((row) => !row.stakingEnabled)).toBe(true);
  });

  it('seeds BEE, SWAP.HIVE, BEED and WORKERBEE with their genesis settings', () => {
    expect(tokenBySymbol.get('BEE')).toMatchObject({
      issuer: 'null', precision: 8, stakingEnabled: true, unstakingCooldown: 40, numberTransactions: 4, delegationEnabled: true, undelegationCooldown: 7,
    });
    expect(tokenBySymbol.get('SWAP.HIVE')).toMatchObject({ issuer: 'honey-swap', precision: 8 });
    expect(tokenBySymbol.get('BEED')).toMatchObject({ precision: 4 });
    expect(tokenBySymbol.get('WORKERBEE')).toMatchObject({ precision: 5 });
    for (const symbol of ['SWAP.BTC', 'SWAP.ETH', 'SWAP.HBD', 'SWAP.USDT']) expect(tokenBySymbol.has(symbol)).toBe(true);
  });

  it('issues the whole SWAP.HIVE supply, most of it held by honey-swap', () => {
    const hive = tokenBySymbol.get('SWAP.HIVE');
    expect(hive?.supply).toBe(hive?.maxSupply);
    const peg = balances.find((row) => row.account === SYSTEM_ACCOUNT.hivePeg && row.symbol === 'SWAP.HIVE');
    expect(new BigNumber(peg?.balance as string).div(hive?.supply as string).toNumber()).toBeGreaterThan(0.9);
  });

  it('derives supply from every holding: users, contracts and burned', () => {
    for (const token of tokens) {
      const symbol = token.symbol as string;
      const held = ownedBySymbol(symbol).plus(sum(contractBalances.filter((row) => row.symbol === symbol), 'balance'));
      expect({ symbol, supply: held.toFixed(token.precision as number) }).toEqual({ symbol, supply: token.supply });
      expect(new BigNumber(token.supply as string).lte(token.maxSupply as string)).toBe(true);
      const burned = balances.find((row) => row.account === 'null' && row.symbol === symbol);
      const expectedCirculating = new BigNumber(token.supply as string).minus(burned ? (burned.balance as string) : 0);
      expect(token.circulatingSupply).toBe(expectedCirculating.toFixed(token.precision as number));
    }
  });
});

describe('tokens.balances and contractsBalances', () => {
  it('have the real row shape with quantities at the token precision', () => {
    for (const row of [...balances, ...contractBalances]) {
      expectShape(row, { account: 'string', symbol: 'string', ...Object.fromEntries(BALANCE_FIELDS.map((field) => [field, 'string' as const])) });
      const precision = precisionOf.get(row.symbol as string);
      expect(precision).toBeDefined();
      for (const field of BALANCE_FIELDS) {
        if (row[field] !== '0') expect({ field, value: row[field] }).toEqual({ field, value: expect.stringMatching(atPrecision(precision ?? 0)) });
      }
    }
  });

  it('holds one row per account and symbol', () => {
    const keys = balances.map((row) => `${row.account}/${row.symbol}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives the market contract what the order books lock', () => {
    const market = contractBalances.find((row) => row.account === 'market' && row.symbol === 'SWAP.HIVE');
    const locked = sum(rowsOf(seed, 'market', 'buyBook'), 'tokensLocked');
    expect(market?.balance).toBe(locked.toFixed(8));
    const beeForSale = sum(rowsOf(seed, 'market', 'sellBook').filter((row) => row.symbol === 'BEE'), 'quantity');
    expect(contractBalances.find((row) => row.account === 'market' && row.symbol === 'BEE')?.balance).toBe(beeForSale.toFixed(8));
  });
});
