/**
 * The favourite tokens of one visitor, kept in localStorage: per account, and one list for the
 * visitor who is not signed in (its key has no account suffix, so it is no account's).
 */
export const favouritesKey = (account: string | null) => (account === null ? 'tdx.tokens.favourites' : `tdx.tokens.favourites.${account}`);

/** At most this many symbols are read back (the storage can hold anything). */
const MAX_FAVOURITES = 1000;

export function loadFavourites(account: string | null, storage: Storage = window.localStorage): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(favouritesKey(account)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string').slice(0, MAX_FAVOURITES) : []);
  } catch {
    return new Set(); // unreadable storage or JSON: no favourites yet
  }
}

export function saveFavourites(account: string | null, favourites: ReadonlySet<string>, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(favouritesKey(account), JSON.stringify([...favourites].sort()));
  } catch {
    // storage full or blocked: the stars last for this visit only
  }
}

/** The set with `symbol` added, or taken out when it was there. */
export function toggledFavourite(favourites: ReadonlySet<string>, symbol: string): ReadonlySet<string> {
  const next = new Set(favourites);
  if (!next.delete(symbol)) next.add(symbol);
  return next;
}
