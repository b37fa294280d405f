import type { ActionHandler, ContractApi } from '../../../chain/contract-api';
import { isSystemSender } from '../../shared/accounts';
import { hasErrors } from '../../shared/token-transfers';
import { reimburseNfts, transferNfts } from '../nft-moves';
import { pendingAirdrops, readParams, type PendingNftAirdrop } from '../rows';

/**
 * Hands out up to `batchSize` NFTs of one airdrop, recipients taken from the end of its list (a
 * recipient cut short goes back with its remaining ids). Updates `list`, `nftIds` and `isValid`
 * in place; returns how many NFTs it tried to send.
 */
export function processAirdrop(api: ContractApi, airdrop: PendingNftAirdrop, batchSize: number): number {
  const { list, symbol } = airdrop;
  const processed: string[] = [];
  const failed: string[] = [];
  while (list.length > 0) {
    const { to, toType, ids } = list.pop() as PendingNftAirdrop['list'][number];
    const batch = ids.splice(0, batchSize - processed.length);
    if (ids.length > 0) list.push({ to, toType, ids });
    if (batch.length > 0) {
      const result = transferNfts(api, 'contract', to, toType, symbol, batch);
      if (hasErrors(result)) {
        const moved = (result.events ?? []).map((event) => event.data.id);
        failed.push(...batch.filter((id) => !moved.includes(id)));
      }
      if (failed.length > 0 && !airdrop.softFail) {
        airdrop.isValid = false;
        break;
      }
    }
    processed.push(...batch);
    if (processed.length >= batchSize) break;
  }
  if (list.length === 0) airdrop.isValid = false;
  airdrop.nftIds = airdrop.nftIds.filter((id) => failed.includes(id) || !processed.includes(id));
  return processed.length;
}

/** Ends an airdrop: its row goes, the NFTs it still holds go back to the sender. */
function finish(api: ContractApi, airdrop: PendingNftAirdrop, batchSize: number): void {
  pendingAirdrops(api).remove(airdrop);
  reimburseNfts(api, airdrop.from, airdrop.fromType, airdrop.symbol, airdrop.nftIds, batchSize);
  const failed = !airdrop.softFail && airdrop.nftIds.length > 0;
  api.emit(failed ? 'nftAirdropFailed' : 'nftAirdropFinished', { airdropId: airdrop.airdropId, symbol: airdrop.symbol });
}

/**
 * Every block (sender `null`): the oldest `maxAirdropsPerBlock` airdrops due share
 * `maxTransactionsPerBlock` NFTs. Events `nftAirdropDistribution`, then `nftAirdropFinished` or
 * `nftAirdropFailed` (a hard fail with NFTs left).
 */
export const tick: ActionHandler = (api) => {
  if (!api.assert(isSystemSender(api), `not authorized: ${api.sender}`)) return;
  const params = readParams(api);
  const due = pendingAirdrops(api).find(
    { blockNumber: { $lte: api.blockNumber } },
    { limit: params.maxAirdropsPerBlock, indexes: [{ index: '_id', descending: false }] },
  );
  if (due.length === 0) return;
  const batchSize = Math.floor(params.maxTransactionsPerBlock / due.length);
  for (const airdrop of due) {
    const transactionCount = processAirdrop(api, airdrop, batchSize);
    api.emit('nftAirdropDistribution', { airdropId: airdrop.airdropId, symbol: airdrop.symbol, transactionCount });
    if (airdrop.isValid) pendingAirdrops(api).update(airdrop);
    else finish(api, airdrop, params.processingBatchSize);
  }
};
