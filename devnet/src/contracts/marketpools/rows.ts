import type { ContractApi, Row } from '../../chain/contract-api';
import { type TypedTable, typedTable } from '../shared/typed-table';

/** Numeric fields are the NUMBER 0 right after createPool; strings once liquidity / swaps touched them. */
export type PoolNumber = number | string;

export interface Pool extends Row {
  tokenPair: string;
  baseQuantity: PoolNumber;
  baseVolume: PoolNumber;
  /** Quote per base, ROUND_DOWN to pool precision. */
  basePrice: PoolNumber;
  quoteQuantity: PoolNumber;
  quoteVolume: PoolNumber;
  quotePrice: PoolNumber;
  /** Full-precision decimal string. */
  totalShares: PoolNumber;
  precision: number;
  creator: string;
}

export interface LiquidityPosition extends Row {
  account: string;
  tokenPair: string;
  /** Full-precision decimal string. */
  shares: string;
  /** ms; time-weighted "since" used by pool reward distributions. */
  timeFactor: number;
}

export interface PoolsParams extends Row {
  poolCreationFee: string;
  tradeFeeMul: string;
  updateIndex: number;
}

export const pools = (api: ContractApi): TypedTable<Pool> => typedTable(api.table('pools'));
export const liquidityPositions = (api: ContractApi): TypedTable<LiquidityPosition> => typedTable(api.table('liquidityPositions'));
export const poolsParams = (api: ContractApi): TypedTable<PoolsParams> => typedTable(api.table('params'));

/** The single params row (written by genesis). */
export function readParams(api: ContractApi): PoolsParams {
  return poolsParams(api).findOne({}) as PoolsParams;
}

/** A `pools` row as `createPool` writes it: NUMBER 0 fields until the first `addLiquidity` (reference §21.2). */
export function newPoolRow(tokenPair: string, precision: number, creator: string): Pool {
  return {
    tokenPair,
    baseQuantity: 0,
    baseVolume: 0,
    basePrice: 0,
    quoteQuantity: 0,
    quoteVolume: 0,
    quotePrice: 0,
    totalShares: 0,
    precision,
    creator,
  };
}
