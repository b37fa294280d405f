import type { CallResult, ContractApi } from '../../chain/contract-api';
import { toBigNumber, type Numeric } from './chain-number';

/** Nested `tokens` calls as the real contracts make them, and the check they run on the result. */

export type RecipientType = 'user' | 'contract';

export function hasErrors(result: CallResult): boolean {
  return result.errors !== undefined && result.errors.length > 0;
}

export interface ExpectedTransfer {
  event: 'transfer' | 'transferToContract' | 'transferFromContract';
  from: string | null;
  to: string;
  symbol: string;
  quantity: Numeric;
}

/**
 * A nested tokens call moved the tokens only if it logged no error and emitted the expected
 * event (quantities compared numerically: `transfer` echoes the raw payload string).
 */
export function isTransferVerified(result: CallResult, expected: ExpectedTransfer): boolean {
  if (hasErrors(result)) return false;
  return (result.events ?? []).some(
    ({ contract, event, data }) =>
      contract === 'tokens' &&
      event === expected.event &&
      data.from === expected.from &&
      data.to === expected.to &&
      data.symbol === expected.symbol &&
      toBigNumber(data.quantity).eq(toBigNumber(expected.quantity)),
  );
}

/**
 * A `transfer` or `transferToContract` out of the sender's balance, made by a contract on the
 * sender's behalf; true when it verifiably happened.
 */
export function payFromSender(
  api: ContractApi,
  action: 'transfer' | 'transferToContract',
  to: string,
  symbol: string,
  quantity: string,
  isSignedWithActiveKey: unknown,
): boolean {
  const result = api.executeSmartContract('tokens', action, { to, symbol, quantity, isSignedWithActiveKey });
  return isTransferVerified(result, { event: action, from: api.sender, to, symbol, quantity });
}

/** Moves `quantity` from `from`'s balance to the executing contract's balance. */
export function transferToThisContract(api: ContractApi, from: string, symbol: string, quantity: string): CallResult {
  return api.executeSmartContract('tokens', 'transferToContract', { from, symbol, quantity, to: api.contractName });
}

/** The node's `api.transferTokens`: pays out of the executing contract's balance. */
export function transferFromThisContract(
  api: ContractApi,
  to: string,
  symbol: string,
  quantity: string,
  type: RecipientType = 'user',
): CallResult {
  return api.executeSmartContract('tokens', 'transferFromContract', { from: api.contractName, to, symbol, quantity, type });
}

/**
 * The node's `api.transferTokensFromCallingContract`: pays out of the balance of the contract
 * that called the executing one (e.g. `packmanager` issuing NFTs through `nft`).
 */
export function transferFromCallingContract(
  api: ContractApi,
  to: string,
  symbol: string,
  quantity: string,
  type: RecipientType,
): CallResult {
  const callingContract = api.callingContractInfo?.name;
  // the node reads `callingContractInfo.name` and throws the same way without a calling contract
  if (callingContract === undefined) throw new TypeError("Cannot read properties of undefined (reading 'name')");
  return api.executeSmartContract('tokens', 'transferFromContract', { from: callingContract, to, symbol, quantity, type });
}
