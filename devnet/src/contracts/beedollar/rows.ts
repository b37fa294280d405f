import type { ContractApi, Row } from '../../chain/contract-api';
import { type TypedTable, typedTable } from '../shared/typed-table';

/** The single `params` row. The devnet seed writes it (`seed/beedollar.ts`), as the contract's deployment did. */
export interface BeeDollarParams extends Row {
  /** Smallest BEE quantity `convert` takes. */
  minConvertibleAmount: string;
  /** Share of the quantity kept as the fee ("0.01" = 1 %). */
  feePercentage: string;
}

export const beeDollarParams = (api: ContractApi): TypedTable<BeeDollarParams> => typedTable(api.table('params'));

export function readParams(api: ContractApi): BeeDollarParams {
  return beeDollarParams(api).findOne({}) as BeeDollarParams;
}
