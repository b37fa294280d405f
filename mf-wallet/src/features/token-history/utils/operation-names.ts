/** Readable names of the history API's operations (reference §19.1). */
const OPERATION_NAMES: Readonly<Record<string, string>> = {
  tokens_transfer: 'Transfer',
  tokens_issue: 'Issue',
  tokens_transferToContract: 'Transfer to contract',
  tokens_transferFromContract: 'Transfer from contract',
  tokens_stake: 'Stake',
  tokens_unstakeStart: 'Unstake started',
  tokens_unstake: 'Unstake',
  tokens_cancelUnstake: 'Unstake cancelled',
  tokens_delegate: 'Delegation',
  tokens_undelegateStart: 'Undelegation started',
  tokens_undelegateDone: 'Undelegation completed',
  tokens_create: 'Token created',
  tokens_updatePrecision: 'Precision updated',
  tokens_updateUrl: 'URL updated',
  tokens_updateMetadata: 'Metadata updated',
  tokens_transferOwnership: 'Ownership transferred',
  tokens_enableStaking: 'Staking enabled',
  tokens_enableDelegation: 'Delegation enabled',
  hivepegged_buy: 'Deposit',
  hivepegged_withdraw: 'Withdrawal',
  market_placeOrder: 'Order placed',
  market_buy: 'Buy order',
  market_sell: 'Sell order',
  market_cancel: 'Order cancelled',
  market_expire: 'Order expired',
  market_closeOrder: 'Order closed',
  market_buyRemaining: 'Buy order refund',
  market_sellRemaining: 'Sell order refund',
  marketpools_swapTokens: 'Pool swap',
  marketpools_addLiquidity: 'Liquidity added',
  marketpools_removeLiquidity: 'Liquidity removed',
  nftmarket_buy: 'NFT purchase',
  nftmarket_sell: 'NFT listed for sale',
  nftmarket_cancel: 'NFT sale cancelled',
  nftmarket_changePrice: 'NFT price changed',
  mining_lottery: 'Mining reward',
  inflation_issueNewTokens: 'Inflation',
};

const FEE_SUFFIX = 'Fee';
const OPERATION_PATTERN = /^([a-z][a-z0-9]*)_([A-Za-z][A-Za-z0-9]*)$/;

/** `updatePropertyDefinition` → `update property definition`. */
function words(camelCase: string): string {
  return camelCase.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * `tokens_transfer` → `Transfer`; fee rows (`nft_createFee`) → `<name> fee`; an unknown
 * `<contract>_<action>` → `Contract action words`; anything else is shown as it came.
 */
export function operationName(operation: string): string {
  const known = OPERATION_NAMES[operation];
  if (known) return known;
  if (operation.endsWith(FEE_SUFFIX) && operation.length > FEE_SUFFIX.length) {
    const base = operation.slice(0, -FEE_SUFFIX.length);
    if (OPERATION_PATTERN.test(base)) return `${operationName(base)} fee`;
  }
  const match = OPERATION_PATTERN.exec(operation);
  if (!match) return operation;
  return capitalise(`${match[1]} ${words(match[2])}`);
}

const CONTRACT_PREFIX = 'contract_';

/** A history party: `contract_market` → `market contract`; accounts unchanged; missing → empty. */
export function partyName(party: unknown): string {
  if (typeof party !== 'string') return '';
  return party.startsWith(CONTRACT_PREFIX) ? `${party.slice(CONTRACT_PREFIX.length)} contract` : party;
}
