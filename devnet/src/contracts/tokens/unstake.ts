import type { ContractApi } from '../../chain/contract-api';
import { blockTimeMs, MS_PER_DAY } from '../shared/block-time';
import { addFixed, BigNumber, countDecimals, isNumericString, subtractFixed, toBigNumber } from '../shared/chain-number';
import { findBalance, findToken } from '../shared/token-tables';
import { type TypedTable, typedTable } from '../shared/typed-table';
import { shiftAmounts } from './balances';
import type { BalanceRow, PendingUnstakeRow, TokenRow } from './rows';
import { findAll, updateBalance, updateToken } from './store';
import { fail, isNonEmptyString, requireActiveKey, type Payload } from './validation';
import { updateWitnessApprovals } from './witnesses-hook';

/**
 * Unstaking in `numberTransactions` tranches spread over `unstakingCooldown` days. Only one
 * tranche is "in flight" (already out of `stake`) at a time; `pendingUnstake` holds the whole
 * remaining quantity.
 */

function pendingUnstakes(api: ContractApi): TypedTable<PendingUnstakeRow> {
  return typedTable(api.table('pendingUnstakes'));
}

/** One tranche: quantity / numberTransactions, rounded down to the token's precision. */
export function tranche(quantity: string, token: TokenRow): string {
  return toBigNumber(quantity)
    .dividedBy(token.numberTransactions ?? 1)
    .toFixed(token.precision, BigNumber.ROUND_DOWN);
}

/**
 * Stake that may be unstaked or delegated: `stake` minus what pending unstakes will still take
 * out of it (everything but the tranche already subtracted). Logs `overdrawn stake` if short.
 */
export function hasAvailableStake(api: ContractApi, balance: BalanceRow, token: TokenRow, quantity: string): boolean {
  const rows = findAll(pendingUnstakes(api), { symbol: balance.symbol, account: balance.account });
  const available = rows
    .filter((row) => row.numberTransactionsLeft > 1)
    .reduce(
      (sum, row) => sum.minus(toBigNumber(row.quantityLeft)).plus(toBigNumber(tranche(row.quantity, token))),
      toBigNumber(balance.stake),
    );
  return api.assert(available.gte(toBigNumber(quantity)), 'overdrawn stake');
}

/** Takes the first tranche out of stake and records the pending unstake. */
function startUnstake(api: ContractApi, account: string, token: TokenRow, quantity: string): boolean {
  const balance = findBalance(api, account, token.symbol);
  if (balance === null) return fail(api, 'balance does not exist');
  if (!hasAvailableStake(api, balance, token, quantity)) return false;
  const numberTransactions = token.numberTransactions ?? 1;
  const firstTranche = numberTransactions > 1 ? tranche(quantity, token) : quantity;
  const changed = shiftAmounts(
    balance,
    token.precision,
    { field: 'pendingUnstake', by: quantity },
    { field: 'stake', by: firstTranche },
  );
  // Like the chain, a failed check here still records the unstake below (no early return).
  if (api.assert(changed, 'cannot subtract')) {
    updateBalance(api, balance);
    token.totalStaked = subtractFixed(token.totalStaked ?? '0', firstTranche, token.precision);
    updateToken(api, token);
    updateWitnessApprovals(api, token.symbol, account);
  }
  const millisecPerPeriod = Math.floor((token.unstakingCooldown * MS_PER_DAY) / numberTransactions);
  const row: PendingUnstakeRow = {
    account,
    symbol: token.symbol,
    quantity,
    quantityLeft: quantity,
    nextTransactionTimestamp: blockTimeMs(api) + millisecPerPeriod,
    numberTransactionsLeft: numberTransactions,
    millisecPerPeriod,
    txID: api.transactionId,
  };
  pendingUnstakes(api).insert(row);
  return true;
}

/** `unstake {symbol, quantity}`. Event `unstakeStart {account, symbol, quantity}`. */
export function unstake(api: ContractApi, payload: Payload): void {
  const { symbol, quantity } = payload;
  if (!requireActiveKey(api, payload)) return;
  if (!(isNonEmptyString(symbol) && isNumericString(quantity))) {
    fail(api, 'invalid params');
    return;
  }
  const token = findToken(api, symbol);
  if (token === null) {
    fail(api, 'symbol does not exist');
    return;
  }
  const valid =
    api.assert(token.stakingEnabled === true, 'staking not enabled') &&
    api.assert(countDecimals(quantity) <= token.precision, 'symbol precision mismatch') &&
    api.assert(toBigNumber(quantity).gt(0), 'must unstake positive quantity');
  if (!valid) return;
  const fixed = toBigNumber(quantity).toFixed(token.precision);
  if (startUnstake(api, api.sender as string, token, fixed)) {
    api.emit('unstakeStart', { account: api.sender, symbol, quantity: fixed });
  }
}

/** Gives back the in-flight tranche to stake and drops the rest from pendingUnstake. */
function restoreStake(api: ContractApi, unstakeRow: PendingUnstakeRow): boolean {
  const { account, symbol, quantity, quantityLeft, numberTransactionsLeft } = unstakeRow;
  const balance = findBalance(api, account, symbol);
  const token = findToken(api, symbol) as TokenRow;
  if (balance === null) return fail(api, 'balance does not exist');
  if (!api.assert(toBigNumber(balance.pendingUnstake).gte(toBigNumber(quantityLeft)), 'overdrawn pendingUnstake')) {
    return false;
  }
  const inFlight = numberTransactionsLeft > 1 ? tranche(quantity, token) : quantityLeft;
  const changed = shiftAmounts(
    balance,
    token.precision,
    { field: 'stake', by: inFlight },
    { field: 'pendingUnstake', by: quantityLeft },
  );
  if (!api.assert(changed, 'cannot subtract')) return false;
  updateBalance(api, balance);
  token.totalStaked = addFixed(token.totalStaked ?? '0', inFlight, token.precision);
  updateToken(api, token);
  updateWitnessApprovals(api, symbol, account);
  api.emit('unstakeCancel', { account, symbol, quantity: quantityLeft });
  return true;
}

/** `cancelUnstake {txID}`: only the sender's own pending unstake. */
export function cancelUnstake(api: ContractApi, payload: Payload): void {
  const { txID } = payload;
  if (!requireActiveKey(api, payload)) return;
  if (!isNonEmptyString(txID)) {
    fail(api, 'invalid params');
    return;
  }
  const row = pendingUnstakes(api).findOne({ account: api.sender, txID });
  if (row === null) {
    fail(api, 'unstake does not exist');
    return;
  }
  if (restoreStake(api, row)) pendingUnstakes(api).remove(row);
}

/**
 * Releases one due tranche to the liquid balance and takes the next one out of stake. Returns
 * false when nothing could change (no balance row), so the tick does not spin on that row.
 */
function releaseTranche(api: ContractApi, row: PendingUnstakeRow): boolean {
  const { account, symbol } = row;
  const balance = findBalance(api, account, symbol);
  const token = findToken(api, symbol) as TokenRow;
  if (balance === null) return fail(api, 'balance does not exist');
  let released: string;
  let nextTranche = '0';
  if (row.numberTransactionsLeft === 1) {
    released = row.quantityLeft;
    pendingUnstakes(api).remove(row);
  } else {
    released = tranche(row.quantity, token);
    row.quantityLeft = subtractFixed(row.quantityLeft, released, token.precision);
    row.numberTransactionsLeft -= 1;
    nextTranche = row.numberTransactionsLeft === 1 ? row.quantityLeft : released;
    row.nextTransactionTimestamp += row.millisecPerPeriod;
    pendingUnstakes(api).update(row);
  }
  if (!toBigNumber(released).gt(0)) return true;
  const changed = shiftAmounts(
    balance,
    token.precision,
    { field: 'balance', by: released },
    { field: 'pendingUnstake', by: released },
  );
  if (!api.assert(changed, 'cannot subtract')) return true;
  if (toBigNumber(nextTranche).gt(0)) {
    balance.stake = subtractFixed(balance.stake, nextTranche, token.precision);
    token.totalStaked = subtractFixed(token.totalStaked ?? '0', nextTranche, token.precision);
  }
  updateBalance(api, balance);
  updateToken(api, token);
  updateWitnessApprovals(api, symbol, account);
  api.emit('unstake', { account, symbol, quantity: released });
  return true;
}

/** Tick (sender `null`): releases every tranche due at the block time, catching up missed periods. */
export function checkPendingUnstakes(api: ContractApi): void {
  if (!api.assert(api.sender === null, 'not authorized')) return;
  const now = blockTimeMs(api);
  for (;;) {
    const due = findAll(pendingUnstakes(api), { nextTransactionTimestamp: { $lte: now } });
    const progressed = due.map((row) => releaseTranche(api, row));
    if (!progressed.includes(true)) return;
  }
}
