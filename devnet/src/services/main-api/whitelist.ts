import BigNumber from 'bignumber.js';
import type { ProcessedTransaction } from '../../devnet';
import type { OpenhiveSettings } from './openhive-settings';

/**
 * The account asking to be whitelisted by this transaction, if any: an error-free `tokens.transfer`
 * to the OpenHive mint account of at least the whitelisting fee, with memo `{"action":"whitelist", …}`.
 */
export function whitelistRequester(tx: ProcessedTransaction, mint: OpenhiveSettings['openhive_mint']): string | null {
  if (tx.contract !== 'tokens' || tx.action !== 'transfer' || tx.logs.errors?.length) return null;
  const { to, symbol, quantity, memo } = tx.payload;
  if (to !== mint.account || symbol !== mint.fee_currency || typeof quantity !== 'string') return null;
  const paid = new BigNumber(quantity);
  if (!paid.isFinite() || paid.lt(mint.whitelisting_fee)) return null;
  return memoAction(memo) === 'whitelist' ? tx.sender : null;
}

function memoAction(memo: unknown): unknown {
  if (typeof memo !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(memo);
    return typeof parsed === 'object' && parsed !== null ? (parsed as { action?: unknown }).action : undefined;
  } catch {
    return undefined;
  }
}
