import type { ContractApi } from '../../chain/contract-api';
import { countDecimals, isNumericString, toBigNumber } from '../shared/chain-number';
import { findToken, type BalanceTable } from '../shared/token-tables';
import { canPayUtilityFee } from '../shared/utility-fee';
import { addStake, subBalance } from './balances';
import { MAX_COOLDOWN_DAYS } from './constants';
import { burnFee } from './fees';
import type { TokenRow } from './rows';
import { readParams, updateToken } from './store';
import { fail, findIssuedToken, isDayCount, isNonEmptyString, refuse, requireActiveKey, type Payload } from './validation';
import { updateWitnessApprovals } from './witnesses-hook';

/**
 * `enableStaking {symbol, unstakingCooldown, numberTransactions}` (issuer only): burns
 * `params.enableStakingFee` BEE. Note the two spaces in the fee message (reference §21.2).
 */
export function enableStaking(api: ContractApi, payload: Payload): void {
  const { symbol, unstakingCooldown, numberTransactions } = payload;
  const { enableStakingFee } = readParams(api);
  const authorized = canPayUtilityFee(api, enableStakingFee);
  const valid =
    api.assert(authorized, 'you must have enough tokens to cover  fees') &&
    requireActiveKey(api, payload) &&
    api.assert(isNonEmptyString(symbol), 'invalid symbol') &&
    api.assert(
      isDayCount(unstakingCooldown, MAX_COOLDOWN_DAYS),
      'unstakingCooldown must be an integer between 1 and 18250',
    ) &&
    api.assert(
      isDayCount(numberTransactions, MAX_COOLDOWN_DAYS),
      'numberTransactions must be an integer between 1 and 18250',
    );
  if (!valid) return;
  const token = findIssuedToken(api, symbol);
  if (token === null || !api.assert(token.stakingEnabled !== true, 'staking already enabled')) return;
  token.stakingEnabled = true;
  token.totalStaked = '0';
  token.unstakingCooldown = unstakingCooldown as number;
  token.numberTransactions = numberTransactions as number;
  updateToken(api, token);
  burnFee(api, enableStakingFee, payload);
}

interface StakeRequest {
  token: TokenRow;
  to: string;
  quantity: string;
}

/** Checks shared by stake and stakeFromContract, after the params check. */
function validateStake(api: ContractApi, symbol: string, to: string, quantity: string): StakeRequest | null {
  const token = findToken(api, symbol);
  const finalTo = to.trim();
  if (!api.assert(api.isValidAccountName(finalTo), 'invalid to')) return null;
  if (token === null) return refuse(api, 'symbol does not exist');
  const valid =
    api.assert(countDecimals(quantity) <= token.precision, 'symbol precision mismatch') &&
    api.assert(token.stakingEnabled === true, 'staking not enabled') &&
    api.assert(toBigNumber(quantity).gt(0), 'must stake positive quantity');
  return valid ? { token, to: finalTo, quantity: toBigNumber(quantity).toFixed(token.precision) } : null;
}

function hasStakeParams(payload: Payload): boolean {
  return isNonEmptyString(payload.symbol) && isNonEmptyString(payload.to) && isNumericString(payload.quantity);
}

/** Moves liquid tokens of `payer` into `to`'s stake and the token's totalStaked. */
function stakeFrom(
  api: ContractApi,
  payer: { account: string | null; table: BalanceTable },
  { token, to, quantity }: StakeRequest,
): boolean {
  return subBalance(api, payer.account, token, quantity, payer.table) && addStake(api, to, token, quantity);
}

/** `stake {symbol, to, quantity}`: the sender's liquid tokens become `to`'s stake. */
export function stake(api: ContractApi, payload: Payload): void {
  if (!requireActiveKey(api, payload)) return;
  if (!hasStakeParams(payload)) {
    fail(api, 'invalid params');
    return;
  }
  const request = validateStake(api, payload.symbol as string, payload.to as string, payload.quantity as string);
  if (request === null || !stakeFrom(api, { account: api.sender, table: 'balances' }, request)) return;
  api.emit('stake', { account: request.to, symbol: request.token.symbol, quantity: request.quantity });
  updateWitnessApprovals(api, request.token.symbol, request.to);
}

/** `stakeFromContract {symbol, to, quantity}`: the calling contract stakes its own tokens for `to`. */
export function stakeFromContract(api: ContractApi, payload: Payload): void {
  const caller = api.callingContractInfo?.name;
  if (caller === undefined) return;
  if (!hasStakeParams(payload)) {
    fail(api, 'invalid params');
    return;
  }
  const request = validateStake(api, payload.symbol as string, payload.to as string, payload.quantity as string);
  if (request === null || !stakeFrom(api, { account: caller, table: 'contractsBalances' }, request)) return;
  api.emit('stakeFromContract', { account: request.to, symbol: request.token.symbol, quantity: request.quantity });
  updateWitnessApprovals(api, request.token.symbol, request.to);
}
