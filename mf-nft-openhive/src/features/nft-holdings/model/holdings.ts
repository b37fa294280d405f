import { displayText } from '@tdx/contracts';
import { delegationText, lockedTokensText, propertyListOf, propertyValueText, type NftDefinition, type NftInstanceRow } from '../../../shared';

/** An instance the user holds, as the panel shows and acts on it (every text from the chain made inert). */
export interface Holding {
  /** `SYMBOL:id`, unique across definitions. */
  key: string;
  symbol: string;
  id: string;
  /** `name: value, …` on one line. */
  properties: string;
  /** Symbol → quantity of the tokens locked in it (given back when it is burned). */
  lockedTokens: Record<string, string>;
  /** `10 BEE, 2.5 PAL`, or ''. */
  lockedText: string;
  /** Null when not delegated; `returnsAt` (ms) while an undelegation cools down. */
  delegation: { returnsAt: number | null } | null;
  /** Who it is delegated to and when it comes back, or ''. */
  delegationText: string;
  soulBound: boolean;
  /** It holds other NFTs: the contract burns such an instance only on its own. */
  container: boolean;
}

export const holdingKey = (symbol: string, id: string): string => `${symbol}:${id}`;

function delegationOf(delegatedTo: NftInstanceRow['delegatedTo']): Holding['delegation'] {
  if (!delegatedTo || typeof delegatedTo.account !== 'string') return null;
  return { returnsAt: typeof delegatedTo.undelegateAt === 'number' ? delegatedTo.undelegateAt : null };
}

/** An `nft.<SYMBOL>instances` row the user holds, with its definition's property order. */
export function toHolding(row: NftInstanceRow, definition: NftDefinition, now: number): Holding {
  const id = String(row._id);
  const order = definition.properties.map((property) => property.name);
  const lockedTokens = Object.fromEntries(Object.entries(row.lockedTokens ?? {}).map(([symbol, quantity]) => [displayText(symbol), propertyValueText(quantity)]));
  return {
    key: holdingKey(definition.symbol, id),
    symbol: definition.symbol,
    id,
    properties: propertyListOf(row.properties, order)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', '),
    lockedTokens,
    lockedText: lockedTokensText(row.lockedTokens),
    delegation: delegationOf(row.delegatedTo),
    delegationText: delegationText(row.delegatedTo, now),
    soulBound: row.soulBound === true,
    container: Array.isArray(row.lockedNfts) && row.lockedNfts.length > 0,
  };
}

/** The user's instances grouped by symbol, symbols in alphabetical order and ids ascending. */
export interface HoldingGroup {
  definition: NftDefinition;
  holdings: Holding[];
}

export function sortedGroups(groups: readonly HoldingGroup[]): HoldingGroup[] {
  return [...groups]
    .filter((group) => group.holdings.length > 0)
    .sort((a, b) => (a.definition.symbol < b.definition.symbol ? -1 : 1))
    .map((group) => ({ ...group, holdings: [...group.holdings].sort((a, b) => Number(a.id) - Number(b.id)) }));
}
