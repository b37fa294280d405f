import type { ContractApi } from '../../chain/contract-api';
import { blockTimeMs, MS_PER_DAY } from '../shared/block-time';
import { BURN_ACCOUNT } from '../shared/constants';
import { payFromSender } from '../shared/token-transfers';
import type { AccountControlRow } from './rows';
import { findAccountControl, isStillAllowed, readParams, saveAccountControl } from './store';

const SUBSCRIPTION_DAYS = 30;

/**
 * `subscribe {}` (posting key is enough): burns `allowlistBurnFee` of `burnSymbol` for 30 days on
 * the allow-list (extra actions in a block are free while it lasts).
 */
export function subscribe(api: ContractApi): void {
  const sender = api.sender;
  if (sender === null || sender === 'null') return;
  const { burnSymbol: symbol, allowlistBurnFee: fee } = readParams(api);
  const existing = findAccountControl(api, sender);
  if (!api.assert(!existing?.isDenied, 'cannot be purchased as long as you are throttled.')) return;
  if (!api.assert(!isStillAllowed(api, existing), 'can only be purchased once a month.')) return;

  const burned = payFromSender(api, 'transfer', BURN_ACCOUNT, symbol, fee, true);
  if (!api.assert(burned, 'not enough tokens for allowList fee')) return;

  const row: AccountControlRow = existing ?? { account: sender, isDenied: false, isAllowed: true };
  row.allowedUntil = blockTimeMs(api) + SUBSCRIPTION_DAYS * MS_PER_DAY;
  row.isAllowed = true;
  saveAccountControl(api, row, existing === null);
  api.emit('subscribe', { from: sender, to: 'null', symbol, fee, subscribedUntil: row.allowedUntil });
}
