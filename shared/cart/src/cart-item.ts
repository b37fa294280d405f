import type { NftInstance } from '@tdx/contracts';

/** What the cart keeps of an NFT instance: enough to list it and to tell what its viewer may do with it. */
export type CartItem = Pick<NftInstance, 'nftSymbol' | 'nftId' | 'account' | 'price' | 'priceSymbol'>;

/** The cart key of an NFT instance (spec §3): `nftSymbol_nftId`. */
export function cartKey(item: Pick<CartItem, 'nftSymbol' | 'nftId'>): string {
  return `${item.nftSymbol}_${item.nftId}`;
}

/** Purchasable: priced and not owned by the viewer (spec §4). */
export function isPurchasable(item: CartItem, username: string | null): boolean {
  return Boolean(item.price) && item.account !== username;
}

/** Manageable: owned by the signed-in viewer (spec §4). */
export function isManageable(item: CartItem, username: string | null): boolean {
  return username !== null && item.account === username;
}
