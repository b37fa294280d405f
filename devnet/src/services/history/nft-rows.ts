import type { ChainEvent } from '../../chain/contract-api';
import type { HistorySource } from './history-types';
import { CONTRACT_PREFIX, rowFor, rowsForParties, type RowSpec } from './row-spec';
import type { UndelegationOwners } from './undelegation-owners';

/** Rows of one `nft` contract event (reference §19.1); instance rows carry `nft` (the id). */
export function nftEventRows(tx: HistorySource, { event, data: d }: ChainEvent, undelegations: UndelegationOwners): RowSpec[] {
  const nft = { symbol: d.symbol, nft: d.id };
  switch (event) {
    case 'transfer':
      return rowsForParties('nft_transfer', party(d.from, d.fromType), party(d.to, d.toType), nft);
    case 'issue':
      return rowsForParties('nft_issue', party(d.from, d.fromType), party(d.to, d.toType), {
        ...nft,
        lockedTokens: d.lockedTokens,
        lockedNfts: d.lockedNfts,
        properties: d.properties,
      });
    case 'burn':
      return rowFor(d.account, 'nft_burn', {
        from: d.account,
        to: 'null',
        ...nft,
        unlockedTokens: d.unlockedTokens,
        unlockedNfts: d.unlockedNfts,
      });
    case 'delegate':
      return rowsForParties('nft_delegate', party(d.from, d.fromType), party(d.to, d.toType), nft);
    case 'undelegateStart':
      if (tx.sender && typeof d.symbol === 'string') undelegations.started(d.symbol, d.id, tx.sender);
      return rowFor(tx.sender, 'nft_undelegate', { symbol: d.symbol, from: party(d.from, d.fromType), nft: d.id });
    case 'undelegateDone':
      return undelegateDoneRows(d, undelegations);
    case 'updatePropertyDefinition':
      return rowFor(tx.sender, 'nft_updatePropertyDefinition', {
        symbol: d.symbol,
        originalName: d.originalName,
        originalType: d.originalType,
        originalIsReadOnly: d.originalIsReadOnly,
        newName: d.newName ?? null,
        newType: d.newType ?? null,
        newIsReadOnly: d.newIsReadOnly ?? null,
      });
    default:
      return [];
  }
}

/** One `nft_undelegateDone {symbol, nfts}` row per owner whose undelegations the tick completed. */
function undelegateDoneRows(d: ChainEvent['data'], undelegations: UndelegationOwners): RowSpec[] {
  if (typeof d.symbol !== 'string' || !Array.isArray(d.ids)) return [];
  const byOwner = undelegations.completed(d.symbol, d.ids);
  return [...byOwner].flatMap(([owner, nfts]) => rowFor(owner, 'nft_undelegateDone', { symbol: d.symbol, nfts }));
}

/** Contract holders are named `contract_<name>`. */
function party(name: unknown, type: unknown): unknown {
  return type === 'c' || type === 'contract' ? CONTRACT_PREFIX + name : name;
}
