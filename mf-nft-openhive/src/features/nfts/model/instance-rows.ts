import { displayText } from '@tdx/contracts';
import { accountKindOf, delegationText, lockedTokensText, propertyListOf, propertyValueText, type NftInstanceRow } from '../../../shared';

/** The fields of an `nftmarket.<SYMBOL>sellBook` order the instance list shows. */
export interface NftSellOrderRow {
  nftId: string;
  account: string;
  price: string;
  priceSymbol: string;
}

/** The account that sells an instance held by the market contract. */
export const MARKET_CONTRACT = 'nftmarket';
/** Where burned instances go. */
const BURNED_ACCOUNT = 'null';

export interface InstanceListRow {
  id: string;
  /** Who holds it: an account, a contract, or nobody (burned). */
  owner: { name: string; kind: 'account' | 'contract' | 'burned' };
  /** Each property's name and value, as text. */
  propertyList: Array<[name: string, value: string]>;
  /** `name: value, …` on one line. */
  properties: string;
  /** `10 BEE, 2.5 PAL`, or '' when nothing is locked. */
  lockedTokens: string;
  /** Who it is delegated to and, while it comes back, until when; '' when not delegated. */
  delegation: string;
  /** `2.50000000 BEE` when the sell book has an order for it, else ''. */
  price: string;
}

function ownerOf(row: NftInstanceRow, order: NftSellOrderRow | undefined): InstanceListRow['owner'] {
  if (row.account === BURNED_ACCOUNT) return { name: 'burned', kind: 'burned' };
  // Listed instances are held by the market contract: the seller is the owner a buyer deals with.
  const seller = order?.account ?? (row.account === MARKET_CONTRACT && row.ownedBy === 'c' ? row.previousAccount : undefined);
  if (seller !== undefined) return { name: displayText(seller), kind: 'account' };
  return { name: displayText(String(row.account)), kind: accountKindOf(row.ownedBy) };
}

/** An instance as its row shows it, with its sell order when it has one. */
export function toInstanceListRow(row: NftInstanceRow, order: NftSellOrderRow | undefined, propertyOrder: readonly string[], now: number): InstanceListRow {
  const propertyList = propertyListOf(row.properties, propertyOrder);
  return {
    id: String(row._id),
    owner: ownerOf(row, order),
    propertyList,
    properties: propertyList.map(([name, value]) => `${name}: ${value}`).join(', '),
    lockedTokens: lockedTokensText(row.lockedTokens),
    delegation: delegationText(row.delegatedTo, now),
    price: order ? `${propertyValueText(order.price)} ${displayText(order.priceSymbol)}` : '',
  };
}

/** Ids of a page's instances the market contract holds (the ones a sell order may exist for). */
export function listedIds(rows: readonly NftInstanceRow[]): string[] {
  return rows.filter((row) => row.account === MARKET_CONTRACT && row.ownedBy === 'c').map((row) => String(row._id));
}
