import type { ContractApi } from '../../chain/contract-api';
import { isValidContractName } from '../shared/accounts';
import { addFixed, countDecimals, isNumericString, toBigNumber } from '../shared/chain-number';
import { BURN_ACCOUNT } from '../shared/constants';
import { findToken } from '../shared/token-tables';
import { addBalance, subBalance } from './balances';
import type { TokenRow } from './rows';
import { updateToken } from './store';
import { isNonEmptyString, refuse, requireActiveKey, type Payload } from './validation';

interface IssueRequest {
  token: TokenRow;
  to: string;
  quantity: string;
}

/** The checks `issue` and `issueToContract` share, in the chain's order (`to` is checked by the caller). */
function validateIssue(api: ContractApi, payload: Payload): IssueRequest | null {
  const { to, symbol, quantity } = payload;
  if (!requireActiveKey(api, payload)) return null;
  if (!(isNonEmptyString(to) && isNonEmptyString(symbol) && isNumericString(quantity))) {
    return refuse(api, 'invalid params');
  }
  const token = findToken(api, symbol);
  if (token === null) return refuse(api, 'symbol does not exist');
  const valid =
    api.assert(token.issuer === api.sender, 'not allowed to issue tokens') &&
    api.assert(countDecimals(quantity) <= token.precision, 'symbol precision mismatch') &&
    api.assert(toBigNumber(quantity).gt(0), 'must issue positive quantity') &&
    api.assert(
      toBigNumber(token.maxSupply).minus(token.supply).gte(toBigNumber(quantity)),
      'quantity exceeds available supply',
    );
  return valid ? { token, to: to.trim(), quantity: toBigNumber(quantity).toFixed(token.precision) } : null;
}

function addToSupply(api: ContractApi, { token, to, quantity }: IssueRequest): void {
  token.supply = addFixed(token.supply, quantity, token.precision);
  if (to !== BURN_ACCOUNT) token.circulatingSupply = addFixed(token.circulatingSupply, quantity, token.precision);
  updateToken(api, token);
}

/**
 * `issue {symbol, to, quantity}` (issuer only). Like the chain, the tokens are first credited to
 * the issuer and then moved, so the issuer gets a balance row even when issuing to someone else.
 */
export function issue(api: ContractApi, payload: Payload): void {
  const request = validateIssue(api, payload);
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

/** `issueToContract {symbol, to: <contract name, 3–50 chars>, quantity}` (issuer only). */
export function issueToContract(api: ContractApi, payload: Payload): void {
  const request = validateIssue(api, payload);
  if (request === null) return;
  const { token, to, quantity } = request;
  if (!api.assert(isValidContractName(to), 'invalid to')) return;
  if (!addBalance(api, to, token, quantity, 'contractsBalances')) return;
  addToSupply(api, request);
  api.emit('issueToContract', { from: 'tokens', to, symbol: token.symbol, quantity });
}
