import type { TransactionLogs } from '@tdx/contracts';

/** A card an `open` issued, as its `nft` `issue` event reports it. */
export interface OpenedCard {
  id: number;
  edition: number;
  foil: number;
  type: number;
}

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * The cards of a confirmed `open`: the `nft` `issue` events from packmanager to `account` for
 * `nft`, in issue order. Unreadable logs give none.
 */
export function openedCardsOf(logs: string, account: string, nft: string): OpenedCard[] {
  let parsed: TransactionLogs;
  try {
    parsed = JSON.parse(logs) as TransactionLogs;
  } catch {
    return [];
  }
  return (parsed?.events ?? []).flatMap(({ contract, event, data }) => {
    const fields = (data ?? {}) as Record<string, unknown>;
    const properties = (fields.properties ?? {}) as Record<string, unknown>;
    const id = numberOf(fields.id);
    const isCard = contract === 'nft' && event === 'issue' && fields.from === 'packmanager' && fields.to === account && fields.symbol === nft;
    if (!isCard || id === null) return [];
    return [{ id, edition: numberOf(properties.edition) ?? 0, foil: numberOf(properties.foil) ?? 0, type: numberOf(properties.type) ?? 0 }];
  });
}
