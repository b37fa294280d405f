import type { ContractApi } from '../../chain/contract-api';
import { isSystemSender, isValidContractName } from '../shared/accounts';
import { addFixed, countDecimals, isNumericString, toBigNumber } from '../shared/chain-number';
import { BURN_ACCOUNT } from '../shared/constants';
import { findToken } from '../shared/token-tables';
import { addBalance, subBalance } from './balances';
import { VERIFIED_ISSUERS } from './constants';
import type { TokenRow } from './rows';
import { updateToken } from './store';
import { isNonEmptyString, refuse, requireActiveKey, type Payload } from './validation';

interface IssueRequest {
  token: TokenRow;
  to: string;
  quantity: string;
}

/** A verified contract's call (a virtual transaction's, sender `null`): it issues tokens it does not own. */
function calledByVerifiedContract(api: ContractApi): boolean {
  const caller = api.callingContractInfo?.name;
  return isSystemSender(api) && caller !== undefined && VERIFIED_ISSUERS.includes(caller);
}

/**
 * The checks `issue` and `issueToContract` share, in the chain's order (`to` is checked by the
 * caller). A verified contract skips the key, the payload types and the issuer check.
 */
function validateIssue(api: ContractApi, payload: Payload, fromVerifiedContract: boolean): IssueRequest | null {
  const { to, symbol, quantity } = payload;
  if (!fromVerifiedContract) {
    if (!requireActiveKey(api, payload)) return null;
    if (!(isNonEmptyString(to) && isNonEmptyString(symbol) && isNumericString(quantity))) {
      return refuse(api, 'invalid params');
    }
  }
  // like the chain, a verified contract's `to` is trimmed unchecked (a non-string throws)
  const finalTo = (to as string).trim();
  const token = findToken(api, symbol);
  if (token === null) return refuse(api, 'symbol does not exist');
  const valid =
    api.assert(fromVerifiedContract || token.issuer === api.sender, 'not allowed to issue tokens') &&
    api.assert(countDecimals(quantity) <= token.precision, 'symbol precision mismatch') &&
    api.assert(toBigNumber(quantity).gt(0), 'must issue positive quantity') &&
    api.assert(
      toBigNumber(token.maxSupply).minus(token.supply).gte(toBigNumber(quantity)),
      'quantity exceeds available supply',
    );
  return valid ? { token, to: finalTo, quantity: toBigNumber(quantity).toFixed(token.precision) } : null;
}

function addToSupply(api: ContractApi, { token, to, quantity }: IssueRequest): void {
  token.supply = addFixed(token.supply, quantity, token.precision);
  if (to !== BURN_ACCOUNT) token.circulatingSupply = addFixed(token.circulatingSupply, quantity, token.precision);
  updateToken(api, token);
}

/**
 * `issue {symbol, to, quantity}` (issuer only, or a verified contract; `beedollar` and `burndollar`
 * also with a user as sender, their conversions issuing to the user). Like the chain, the tokens are
 * first credited to the issuer and then moved, so the issuer gets a balance row even when issuing
 * to someone else.
 */
export function issue(api: ContractApi, payload: Payload): void {
  const caller = api.callingContractInfo?.name;
  const request = validateIssue(api, payload, calledByVerifiedContract(api) || caller === 'beedollar' || caller === 'burndollar');
  if (request === null || !api.assert(api.isValidAccountName(request.to), 'invalid to')) return;
  const { token, to, quantity } = request;
  if (!addBalance(api, token.issuer, token, quantity, 'balances')) return;
  if (to !== token.issuer) {
    if (!subBalance(api, token.issuer, token, quantity, 'balances')) return;
    if (!addBalance(api, to, token, quantity, 'balances')) return;
  }
  addToSupply(api, request);
  api.emit('transferFromContract', { from: 'tokens', to, symbol: token.symbol, quantity });
}

/** `issueToContract {symbol, to: <contract name, 3–50 chars>, quantity}` (issuer only, or a verified contract). */
export function issueToContract(api: ContractApi, payload: Payload): void {
  const request = validateIssue(api, payload, calledByVerifiedContract(api));
  if (request === null) return;
  const { token, to, quantity } = request;
  if (!api.assert(isValidContractName(to), 'invalid to')) return;
  if (!addBalance(api, to, token, quantity, 'contractsBalances')) return;
  addToSupply(api, request);
  api.emit('issueToContract', { from: 'tokens', to, symbol: token.symbol, quantity });
}
