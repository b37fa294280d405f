import type { ContractApi } from '../../chain/contract-api';
import { blockTimeMs } from '../shared/block-time';
import { isNonNegativeNumericString, toBigNumber } from '../shared/chain-number';
import { findToken } from '../shared/token-tables';
import type { Payload } from '../tokens/validation';
import type { AccountControlRow, ResourceParams } from './rows';
import { findAccountControl, readParams, saveAccountControl } from './store';

/** Owner and moderator actions of `resourcemanager`. */

function isFeeAmount(value: unknown): boolean {
  return isNonNegativeNumericString(value) && toBigNumber(value).isFinite();
}

/**
 * Each present (truthy) field is checked in turn; the first invalid one logs its error and
 * nothing is saved.
 */
function applyParams(api: ContractApi, params: ResourceParams, payload: Payload): boolean {
  const { numberOfFreeTx, multiTransactionFee, denyMaxTx, burnSymbol, allowlistBurnFee } = payload;
  if (numberOfFreeTx) {
    const valid = Number.isInteger(numberOfFreeTx) && (numberOfFreeTx as number) >= 1;
    if (!api.assert(valid, 'invalid numberOfFreeTx')) return false;
    params.numberOfFreeTx = numberOfFreeTx as number;
  }
  if (multiTransactionFee) {
    if (!api.assert(isFeeAmount(multiTransactionFee), 'invalid multiTransactionFee')) return false;
    params.multiTransactionFee = multiTransactionFee as string;
  }
  if (denyMaxTx) {
    if (!api.assert(Number.isInteger(denyMaxTx) && (denyMaxTx as number) >= 0, 'invalid denyMaxTx')) return false;
    params.denyMaxTx = denyMaxTx as number;
  }
  if (burnSymbol) {
    if (!api.assert(typeof burnSymbol === 'string', 'invalid burnSymbol')) return false;
    if (!api.assert(findToken(api, burnSymbol) !== null, 'burnSymbol not available')) return false;
    params.burnSymbol = burnSymbol as string;
  }
  if (allowlistBurnFee) {
    if (!api.assert(isFeeAmount(allowlistBurnFee), 'invalid allowlistBurnFee')) return false;
    params.allowlistBurnFee = allowlistBurnFee as string;
  }
  return true;
}

/** `updateParams` (owner only). */
export function updateParams(api: ContractApi, payload: Payload): void {
  if (!api.assert(api.sender === api.owner, 'not authorized')) return;
  const params = readParams(api);
  if (applyParams(api, params, payload)) api.table('params').update(params);
}

/** `updateAccount {account, isDenied?, isAllowed?}` (owner or moderator): throttles or allow-lists an account. */
export function updateAccount(api: ContractApi, payload: Payload): void {
  const isModerator = api.table('moderators').findOne({ account: api.sender }) !== null;
  if (!api.assert(api.sender === api.owner || isModerator, 'not authorized')) return;
  const { account, isDenied, isAllowed } = payload;
  const existing = findAccountControl(api, account);
  const row: AccountControlRow = existing ?? { account: account as string };
  if (!api.assert(row.account != null && row.account !== 'undefined', 'invalid account')) return;
  if (isDenied != null) {
    if (!api.assert(typeof isDenied === 'boolean', 'invalid isDenied')) return;
    row.isDenied = isDenied as boolean;
  }
  if (isAllowed != null) {
    if (!api.assert(typeof isAllowed === 'boolean', 'invalid isAllowed')) return;
    row.isAllowed = isAllowed as boolean;
  }
  row.lastAction = blockTimeMs(api);
  saveAccountControl(api, row, existing === null);
  api.emit('updateAccount', { from: api.sender, updatedAccount: account, isDenied, isAllowed });
}

/** `updateModerator {account, action: 'add' | 'remove'}` (owner only). */
export function updateModerator(api: ContractApi, payload: Payload): void {
  if (!api.assert(api.sender === api.owner, 'not authorized')) return;
  const { account, action } = payload;
  const moderators = api.table('moderators');
  const moderator = moderators.findOne({ account });
  if (action === 'add' && moderator === null) moderators.insert({ account });
  else if (action === 'remove' && moderator !== null) moderators.remove(moderator);
  else return;
  api.emit('updateModerator', { from: api.sender, account, action });
}
