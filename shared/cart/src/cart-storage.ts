import { cartKey, type CartItem } from './cart-item';

const STORAGE_PREFIX = 'openhive-cart';

/** One cart per account; the visitor's cart has its own key (`@`, never part of a Hive name, keeps them apart). */
export function cartStorageKey(account: string | null): string {
  return account ? `${STORAGE_PREFIX}:${account}` : `${STORAGE_PREFIX}:@anonymous`;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isOptionalText = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';

/** Storage can be edited by hand or by an older build: keep only well-formed items, with only the fields we know. */
function toCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { nftSymbol, nftId, account, price, priceSymbol } = value as Record<string, unknown>;
  if (!isText(nftSymbol) || !isText(nftId) || !isText(account) || !isOptionalText(price) || !isOptionalText(priceSymbol)) return null;
  return { nftSymbol, nftId, account, ...(price === undefined ? {} : { price }), ...(priceSymbol === undefined ? {} : { priceSymbol }) };
}

function parse(raw: string | null): unknown {
  try {
    return raw === null ? [] : JSON.parse(raw);
  } catch {
    return [];
  }
}

/** The stored cart; anything unreadable counts as empty, duplicates keep their first copy. */
export function readCart(key: string): CartItem[] {
  let stored: unknown;
  try {
    stored = parse(localStorage.getItem(key));
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const byKey = new Map<string, CartItem>();
  for (const item of stored.map(toCartItem)) {
    if (item && !byKey.has(cartKey(item))) byKey.set(cartKey(item), item);
  }
  return [...byKey.values()];
}

export function writeCart(key: string, items: readonly CartItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // Blocked or full storage: the cart lasts for this page only.
  }
}
