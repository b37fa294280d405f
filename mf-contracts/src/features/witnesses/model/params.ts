import { wholeNumberOf } from './chain-values';

/** The contract params the page uses. */
export interface WitnessParams {
  numberOfApprovalsPerAccount: number;
  numberOfTopWitnesses: number;
  witnessApproveExpireBlocks: number;
}

/** The contract's own defaults (reference values), used for a field the node's row lacks. */
export const DEFAULT_WITNESS_PARAMS: WitnessParams = { numberOfApprovalsPerAccount: 30, numberOfTopWitnesses: 20, witnessApproveExpireBlocks: 5_184_000 };

export function witnessParamsOf(row: Record<string, unknown> | null): WitnessParams {
  const pick = (field: keyof WitnessParams) => wholeNumberOf(row?.[field]) ?? DEFAULT_WITNESS_PARAMS[field];
  return {
    numberOfApprovalsPerAccount: pick('numberOfApprovalsPerAccount'),
    numberOfTopWitnesses: pick('numberOfTopWitnesses'),
    witnessApproveExpireBlocks: pick('witnessApproveExpireBlocks'),
  };
}
