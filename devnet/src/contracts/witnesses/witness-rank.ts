import type { ContractApi } from '../../chain/contract-api';
import { BigNumber, type Numeric } from '../shared/chain-number';
import { GOVERNANCE_TOKEN_PRECISION } from './constants';
import { readParams, witnesses, witnessesParams } from './rows';

const fixed = (value: Numeric) => new BigNumber(value).toFixed(GOVERNANCE_TOKEN_PRECISION);

/**
 * Adds `delta` (signed) to a registered witness's approval weight (never below 0) and to the
 * params' totals; counts the witnesses whose weight left or reached 0. Nothing for an unknown witness.
 */
export function updateWitnessRank(api: ContractApi, account: string, delta: Numeric): void {
  const witness = witnesses(api).findOne({ account });
  if (witness === null) return;
  const before = new BigNumber(witness.approvalWeight.$numberDecimal);
  const sum = before.plus(delta);
  // A negative result is stored as a bare 0, as the contract does.
  witness.approvalWeight = { $numberDecimal: sum.lt(0) ? '0' : fixed(sum) };
  const after = new BigNumber(witness.approvalWeight.$numberDecimal);
  witnesses(api).update(witness);

  const params = readParams(api);
  params.totalApprovalWeight = fixed(new BigNumber(params.totalApprovalWeight).plus(delta));
  if (witness.enabled) params.totalEnabledApprovalWeight = fixed(new BigNumber(params.totalEnabledApprovalWeight).plus(delta));
  if (before.isZero() && after.gt(0)) params.numberOfApprovedWitnesses += 1;
  else if (before.gt(0) && after.isZero()) params.numberOfApprovedWitnesses -= 1;
  witnessesParams(api).update(params);
}
