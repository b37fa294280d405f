import type { ContractApi } from '../../chain/contract-api';
import { isValidAccountLength } from '../shared/accounts';
import { blockTimeMs, MS_PER_DAY } from '../shared/block-time';
import { addFixed, countDecimals, isNumericString, subtractFixed, toBigNumber } from '../shared/chain-number';
import { findBalance, findToken } from '../shared/token-tables';
import { type TypedTable, typedTable } from '../shared/typed-table';
import { canPayUtilityFee } from '../shared/utility-fee';
import { shiftAmounts } from './balances';
import { MAX_COOLDOWN_DAYS } from './constants';
import { burnFee } from './fees';
import { newBalanceRow, type DelegationRow, type PendingUndelegationRow, type TokenRow } from './rows';
import { findAll, insertBalance, readParams, updateBalance, updateToken } from './store';
import { hasAvailableStake } from './unstake';
import { fail, findIssuedToken, isDayCount, isNonEmptyString, refuse, requireActiveKey, type Payload } from './validation';
import { updateWitnessApprovals } from './witnesses-hook';

/**
 * `enableDelegation {symbol, undelegationCooldown}` (issuer only, staking first): burns
 * `params.enableDelegationFee` BEE.
 */
export function enableDelegation(api: ContractApi, payload: Payload): void {
  const { symbol, undelegationCooldown } = payload;
  const { enableDelegationFee } = readParams(api);
  const authorized = canPayUtilityFee(api, enableDelegationFee);
  const valid =
    api.assert(authorized, 'you must have enough tokens to cover  fees') &&
    requireActiveKey(api, payload) &&
    api.assert(isNonEmptyString(symbol), 'invalid symbol') &&
    api.assert(
      isDayCount(undelegationCooldown, MAX_COOLDOWN_DAYS),
      'undelegationCooldown must be an integer between 1 and 18250',
    );
  if (!valid) return;
  const token = findIssuedToken(api, symbol);
  if (
    token === null ||
    !api.assert(token.stakingEnabled === true, 'staking not enabled') ||
    !api.assert(token.delegationEnabled !== true, 'delegation already enabled')
  ) {
    return;
  }
  token.delegationEnabled = true;
  token.undelegationCooldown = undelegationCooldown as number;
  updateToken(api, token);
  burnFee(api, enableDelegationFee, payload);
}

/** Checks shared by delegate and undelegate once `counterparty` passed its account check. */
function validateDelegationAmount(
  api: ContractApi,
  symbol: string,
  counterparty: string,
  quantity: string,
  verb: 'delegate' | 'undelegate',
): TokenRow | null {
  const token = findToken(api, symbol);
  if (token === null) return refuse(api, 'symbol does not exist');
  const selfMessage = verb === 'delegate' ? 'cannot delegate to yourself' : 'cannot undelegate from yourself';
  const valid =
    api.assert(countDecimals(quantity) <= token.precision, 'symbol precision mismatch') &&
    api.assert(token.delegationEnabled === true, 'delegation not enabled') &&
    api.assert(counterparty !== api.sender, selfMessage) &&
    api.assert(toBigNumber(quantity).gt(0), `must ${verb} positive quantity`);
  return valid ? token : null;
}

function hasDelegationParams(payload: Payload, account: 'to' | 'from'): boolean {
  return isNonEmptyString(payload.symbol) && isNonEmptyString(payload[account]) && isNumericString(payload.quantity);
}

function delegations(api: ContractApi): TypedTable<DelegationRow> {
  return typedTable(api.table('delegations'));
}

function pendingUndelegations(api: ContractApi): TypedTable<PendingUndelegationRow> {
  return typedTable(api.table('pendingUndelegations'));
}

/** `delegate {symbol, to, quantity}`: stake → delegationsOut, `to`.delegationsIn, delegation row. */
export function delegate(api: ContractApi, payload: Payload): void {
  if (!requireActiveKey(api, payload)) return;
  if (!hasDelegationParams(payload, 'to')) {
    fail(api, 'invalid params');
    return;
  }
  const symbol = payload.symbol as string;
  const to = (payload.to as string).trim();
  if (!api.assert(api.isValidAccountName(to), 'invalid to')) return;
  const rawQuantity = payload.quantity as string;
  const token = validateDelegationAmount(api, symbol, to, rawQuantity, 'delegate');
  if (token === null) return;
  const quantity = toBigNumber(rawQuantity).toFixed(token.precision);
  const from = api.sender as string;
  const balanceFrom = findBalance(api, from, symbol);
  if (balanceFrom === null) {
    fail(api, 'balanceFrom does not exist');
    return;
  }
  if (!hasAvailableStake(api, balanceFrom, token, quantity)) return;
  const balanceTo = findBalance(api, to, symbol) ?? insertBalance(api, newBalanceRow(to, symbol));

  balanceFrom.stake = subtractFixed(balanceFrom.stake, quantity, token.precision);
  balanceFrom.delegationsOut = addFixed(balanceFrom.delegationsOut, quantity, token.precision);
  updateBalance(api, balanceFrom);
  balanceTo.delegationsIn = addFixed(balanceTo.delegationsIn, quantity, token.precision);
  updateBalance(api, balanceTo);

  const now = blockTimeMs(api);
  const existing = delegations(api).findOne({ to, from, symbol });
  if (existing === null) {
    const row: DelegationRow = { from, to, symbol, quantity, created: now, updated: now };
    delegations(api).insert(row);
  } else {
    existing.quantity = addFixed(existing.quantity, quantity, token.precision);
    existing.updated = now;
    delegations(api).update(existing);
  }
  updateWitnessApprovals(api, symbol, from, to);
  api.emit('delegate', { to, symbol, quantity });
}

/**
 * `undelegate {symbol, from, quantity}` — `from` is the account that RECEIVED the delegation.
 * The stake comes back to the sender after `undelegationCooldown` days (pendingUndelegations).
 */
export function undelegate(api: ContractApi, payload: Payload): void {
  if (!requireActiveKey(api, payload)) return;
  if (!hasDelegationParams(payload, 'from')) {
    fail(api, 'invalid params');
    return;
  }
  const symbol = payload.symbol as string;
  const from = (payload.from as string).trim();
  if (!api.assert(isValidAccountLength(from), 'invalid from')) return;
  const rawQuantity = payload.quantity as string;
  const token = validateDelegationAmount(api, symbol, from, rawQuantity, 'undelegate');
  if (token === null) return;
  const quantity = toBigNumber(rawQuantity).toFixed(token.precision);
  const delegator = api.sender as string;
  const balanceTo = findBalance(api, delegator, symbol);
  if (balanceTo === null) {
    fail(api, 'balanceTo does not exist');
    return;
  }
  if (!api.assert(toBigNumber(balanceTo.delegationsOut).gte(toBigNumber(quantity)), 'overdrawn delegation')) return;
  const balanceFrom = findBalance(api, from, symbol);
  if (balanceFrom === null) {
    fail(api, 'balanceFrom does not exist');
    return;
  }
  const delegation = delegations(api).findOne({ to: from, from: delegator, symbol });
  if (delegation === null) {
    fail(api, 'delegation does not exist');
    return;
  }
  if (!api.assert(toBigNumber(delegation.quantity).gte(toBigNumber(quantity)), 'overdrawn delegation')) return;

  balanceTo.pendingUndelegations = addFixed(balanceTo.pendingUndelegations, quantity, token.precision);
  balanceTo.delegationsOut = subtractFixed(balanceTo.delegationsOut, quantity, token.precision);
  updateBalance(api, balanceTo);
  balanceFrom.delegationsIn = subtractFixed(balanceFrom.delegationsIn, quantity, token.precision);
  updateBalance(api, balanceFrom);
  delegation.quantity = subtractFixed(delegation.quantity, quantity, token.precision);
  if (toBigNumber(delegation.quantity).gt(0)) delegations(api).update(delegation);
  else delegations(api).remove(delegation);

  const row: PendingUndelegationRow = {
    account: delegator,
    symbol: token.symbol,
    quantity,
    completeTimestamp: blockTimeMs(api) + token.undelegationCooldown * MS_PER_DAY,
    txID: api.transactionId,
  };
  pendingUndelegations(api).insert(row);
  updateWitnessApprovals(api, symbol, from);
  api.emit('undelegateStart', { from, symbol, quantity });
}

/** Returns the undelegated quantity to the delegator's stake; false if nothing could change. */
function completeUndelegation(api: ContractApi, row: PendingUndelegationRow): boolean {
  const { account, symbol, quantity } = row;
  const balance = findBalance(api, account, symbol);
  const token = findToken(api, symbol) as TokenRow;
  if (balance === null) return fail(api, 'balance does not exist');
  const changed = shiftAmounts(
    balance,
    token.precision,
    { field: 'stake', by: quantity },
    { field: 'pendingUndelegations', by: quantity },
  );
  if (!api.assert(changed, 'cannot subtract')) return false;
  updateBalance(api, balance);
  pendingUndelegations(api).remove(row);
  updateWitnessApprovals(api, symbol, account);
  api.emit('undelegateDone', { account, symbol, quantity });
  return true;
}

/** Tick (sender `null`): completes every undelegation whose cooldown ended by the block time. */
export function checkPendingUndelegations(api: ContractApi): void {
  if (!api.assert(api.sender === null, 'not authorized')) return;
  const now = blockTimeMs(api);
  for (;;) {
    const due = findAll(pendingUndelegations(api), { completeTimestamp: { $lte: now } });
    const completed = due.map((row) => completeUndelegation(api, row));
    if (!completed.includes(true)) return;
  }
}
