import type { CartItem } from '@tdx/cart';

/** The cart button's accessible name: "Cart, 1 item", "Cart, 3 items". */
export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** What the badge shows: the count, capped so the badge stays small. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** How the cart lists an NFT: "STAR #12". */
export function itemName(item: Pick<CartItem, 'nftSymbol' | 'nftId'>): string {
  return `${item.nftSymbol} #${item.nftId}`;
}

/** Its asking price, "5 SWAP.HIVE", or nothing when it is not for sale. */
export function itemPrice(item: Pick<CartItem, 'price' | 'priceSymbol'>): string {
  return item.price ? [item.price, item.priceSymbol].filter(Boolean).join(' ') : '';
}
