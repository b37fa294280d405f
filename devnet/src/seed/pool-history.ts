import BigNumber from 'bignumber.js';
import type { Row } from '../chain/contract-api';
import { DEV_ACCOUNTS } from '../accounts';
import type { HistoryEntry } from '../services/history/history-types';
import { DAY_MS, MINUTE_MS, toSeconds } from './clock';
import type { Random } from './random';
import { ChainNumber, fixed, logUniform, transactionId } from './rows';
import type { SeedContext } from './seed-context';

/** Swaps, deposits and withdrawals of each dev account: more than one page of the site's pool history. */
export const POOL_TRANSACTIONS_PER_ACCOUNT = 40;
const HISTORY_DAYS = 30;
const POOL_PARTY = 'contract_marketpools';
const FEE_MUL = new ChainNumber('0.9975');

type Kind = 'swapTokens' | 'addLiquidity' | 'removeLiquidity';
interface Move {
  symbol: string;
  quantity: string;
  /** Into the pool (paid by the account) or out of it. */
  into: boolean;
}

/**
 * The dev accounts' pool history before the devnet started, as the history API derives it: each
 * token a `marketpools` action moved is a row under the action (`marketpools_swapTokens` …), from
 * the account to `contract_marketpools` or back. Amounts are small parts of today's reserves;
 * deposits and withdrawals are in pools the account has a position in.
 */
export function seedPoolHistory(context: SeedContext, pools: readonly Row[], positions: readonly Row[]): HistoryEntry[] {
  const random = context.randomFor('pool-history');
  const byPair = new Map(pools.map((pool) => [pool.tokenPair as string, pool]));
  return DEV_ACCOUNTS.flatMap((account) => {
    const own = positions.flatMap((position): Row[] => {
      const pool = position.account === account ? byPair.get(position.tokenPair as string) : undefined;
      return pool ? [pool] : [];
    });
    return Array.from({ length: POOL_TRANSACTIONS_PER_ACCOUNT }, () => {
      const kind: Kind = own.length === 0 || random.chance(0.6) ? 'swapTokens' : random.chance(0.6) ? 'addLiquidity' : 'removeLiquidity';
      const pool = random.pick(kind === 'swapTokens' ? pools : own);
      const moves = kind === 'swapTokens' ? swapMoves(context, random, pool) : liquidityMoves(context, random, pool, kind === 'addLiquidity');
      const timestamp = toSeconds(context.startMs - random.int(1, (HISTORY_DAYS * DAY_MS) / MINUTE_MS) * MINUTE_MS);
      const id = transactionId(random);
      return moves.map(
        ({ symbol, quantity, into }): HistoryEntry => ({
          blockNumber: 0,
          transactionId: id,
          timestamp,
          account,
          operation: `marketpools_${kind}`,
          from: into ? account : POOL_PARTY,
          to: into ? POOL_PARTY : account,
          symbol,
          quantity,
          memo: null,
        }),
      );
    }).flat();
  });
}

const symbolsOf = (pool: Row) => (pool.tokenPair as string).split(':');
const reserveOf = (pool: Row, side: 0 | 1) => new ChainNumber((side === 0 ? pool.baseQuantity : pool.quoteQuantity) as string);

const unit = (precision: number) => new ChainNumber(1).shiftedBy(-precision);

/** A swap of a small part of one reserve (at least what pays one smallest unit out), paid out by the contract's formula. */
function swapMoves(context: SeedContext, random: Random, pool: Row): Move[] {
  const symbols = symbolsOf(pool);
  const inSide = random.chance(0.5) ? 0 : 1;
  const outSide = inSide === 0 ? 1 : 0;
  const tokenIn = context.token(symbols[inSide]);
  const tokenOut = context.token(symbols[outSide]);
  const [reserveIn, reserveOut] = [reserveOf(pool, inSide), reserveOf(pool, outSide)];
  const leastIn = reserveIn.times(unit(tokenOut.precision)).div(reserveOut.minus(unit(tokenOut.precision)).times(FEE_MUL));
  const amountIn = ChainNumber.max(reserveIn.times(logUniform(random, 0.0001, 0.005)), leastIn).decimalPlaces(tokenIn.precision, BigNumber.ROUND_UP);
  const withFee = amountIn.times(FEE_MUL);
  const amountOut = withFee.times(reserveOut).div(reserveIn.plus(withFee));
  return [
    { symbol: tokenIn.symbol, quantity: fixed(amountIn, tokenIn.precision), into: true },
    { symbol: tokenOut.symbol, quantity: fixed(amountOut, tokenOut.precision), into: false },
  ];
}

/** A deposit or withdrawal of the same small part of both reserves (at least one smallest unit of each). */
function liquidityMoves(context: SeedContext, random: Random, pool: Row, into: boolean): Move[] {
  const tokens = symbolsOf(pool).map((symbol) => context.token(symbol));
  const least = tokens.map((token, side) => unit(token.precision).div(reserveOf(pool, side as 0 | 1)));
  const part = ChainNumber.max(logUniform(random, 0.0001, 0.003), ...least);
  return tokens.map(({ symbol, precision }, side) => ({ symbol, quantity: fixed(reserveOf(pool, side as 0 | 1).times(part), precision, BigNumber.ROUND_UP), into }));
}
