import type { ContractAction } from '@tdx/contracts';

export const NFT_BATCH_SIZE = 50;

export interface NftRef {
  symbol: string;
  id: string;
}

/**
 * One action per NFT symbol and per 50 ids (spec §7, §9), symbols in first-seen order.
 * `buildPayload(symbol, ids)` writes the contract's payload (e.g. `{to, nfts: [{symbol, ids}]}`).
 */
export function batchNftOperations<P extends object>(
  contractName: string,
  contractAction: string,
  items: NftRef[],
  buildPayload: (symbol: string, ids: string[]) => P,
): ContractAction<P>[] {
  const idsBySymbol = new Map<string, string[]>();
  for (const item of items) {
    const ids = idsBySymbol.get(item.symbol) ?? [];
    if (!ids.includes(item.id)) ids.push(item.id);
    idsBySymbol.set(item.symbol, ids);
  }
  return [...idsBySymbol].flatMap(([symbol, ids]) => {
    const chunks: string[][] = [];
    for (let start = 0; start < ids.length; start += NFT_BATCH_SIZE) chunks.push(ids.slice(start, start + NFT_BATCH_SIZE));
    return chunks.map((chunk) => ({ contractName, contractAction, contractPayload: buildPayload(symbol, chunk) }));
  });
}
