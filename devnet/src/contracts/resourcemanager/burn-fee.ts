import type { ContractApi } from '../../chain/contract-api';
import { isSystemSender } from '../shared/accounts';
import { blockTimeMs } from '../shared/block-time';
import { BURN_ACCOUNT } from '../shared/constants';
import { payFromSender } from '../shared/token-transfers';
import type { Payload } from '../tokens/validation';
import type { AccountControlRow, ResourceParams } from './rows';
import { findAccountControl, isStillAllowed, readParams, saveAccountControl } from './store';

const MS_PER_HOUR = 3600 * 1000;
const MAX_ACTIONS_PER_BLOCK = 20;

/**
 * Denied accounts get `denyMaxTx` actions per 24 h, counted from the last ACCEPTED action
 * (a refused attempt is not saved, so it does not move `lastAction`).
 */
function withinDenyLimit(api: ContractApi, row: AccountControlRow, params: ResourceParams): boolean {
  const now = blockTimeMs(api);
  const dayPassed = (now - (row.lastAction ?? NaN)) / MS_PER_HOUR >= 24;
  row.actionCount = dayPassed ? 1 : (row.actionCount ?? 0) + 1;
  row.lastAction = now;
  if (!api.assert(dayPassed || row.actionCount <= params.denyMaxTx, 'max transaction limit per day reached.')) {
    return false;
  }
  saveAccountControl(api, row, false);
  return true;
}

/** Burns `multiTransactionFee` of `burnSymbol`; the burnFee event is emitted even if that failed. */
function burnMarketFee(api: ContractApi, params: ResourceParams): void {
  const { burnSymbol: symbol, multiTransactionFee: fee } = params;
  const burned = payFromSender(api, 'transfer', BURN_ACCOUNT, symbol, fee, true);
  api.assert(burned, 'not enough tokens for multiTransaction fee');
  api.emit('burnFee', { from: api.sender, to: 'null', symbol, fee });
}

/**
 * `burnFee {userActionCount, contract, action, payload}`: run by the node before every user
 * action; any error it logs cancels that action (reference §1.2). The first action of a sender
 * in a block is free; later ones are capped at 20 per block, and `market` ones cost a BEED fee.
 */
export function burnFee(api: ContractApi, payload: Payload): void {
  if (isSystemSender(api)) return;
  const params = readParams(api);
  const control = findAccountControl(api, api.sender);
  if (control?.isDenied && !withinDenyLimit(api, control, params)) return;

  const userActionCount = payload.userActionCount as number;
  if (userActionCount <= params.numberOfFreeTx) return;

  if (control?.isAllowed) {
    if (isStillAllowed(api, control)) return;
    control.isAllowed = false;
    api.emit('allowListSubscriptionExpired', { from: api.sender });
    saveAccountControl(api, control, false);
  }

  if (payload.contract === 'market') {
    burnMarketFee(api, params);
  } else if (payload.contract !== 'marketpools') {
    api.assert(userActionCount <= MAX_ACTIONS_PER_BLOCK, 'max transaction limit per block reached.');
  }
}
