import { NFT_BATCH_SIZE } from '@tdx/keychain';
import type { Holding } from './holdings';

/** The `nfts` list of an `nft` action: ids grouped by symbol. */
export interface NftIdGroup {
  symbol: string;
  ids: string[];
}

const countOf = (groups: readonly NftIdGroup[]) => groups.reduce((sum, group) => sum + group.ids.length, 0);

function add(groups: NftIdGroup[], holding: Holding): void {
  const last = groups.at(-1);
  if (last?.symbol === holding.symbol) last.ids.push(holding.id);
  else groups.push({ symbol: holding.symbol, ids: [holding.id] });
}

/**
 * The `nfts` lists of the transactions that act on `holdings`: at most `NFT_BATCH_SIZE` ids per
 * transaction (the contract's limit summed over symbols), ids grouped by symbol, several symbols
 * sharing a transaction. Holdings for which `alone` is true each get a transaction of their own
 * (the contract burns a container instance only by itself).
 */
export function packNftTransactions(holdings: readonly Holding[], alone: (holding: Holding) => boolean = () => false): NftIdGroup[][] {
  const bySymbol = [...holdings].sort((a, b) => (a.symbol === b.symbol ? 0 : a.symbol < b.symbol ? -1 : 1));
  const transactions: NftIdGroup[][] = [];
  let current: NftIdGroup[] = [];
  for (const holding of bySymbol) {
    if (alone(holding)) {
      transactions.push([{ symbol: holding.symbol, ids: [holding.id] }]);
      continue;
    }
    if (countOf(current) === NFT_BATCH_SIZE) {
      transactions.push(current);
      current = [];
    }
    add(current, holding);
  }
  if (current.length > 0) transactions.push(current);
  return transactions;
}

/** `3 instances of CITY, 2 of STAR`. */
export function transactionText(groups: readonly NftIdGroup[]): string {
  return groups.map((group, index) => `${group.ids.length}${index === 0 ? ` instance${group.ids.length === 1 ? '' : 's'}` : ''} of ${group.symbol}`).join(', ');
}
