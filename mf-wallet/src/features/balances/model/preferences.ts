import { SORT_KEYS, type SortDirection, type SortKey } from './filters';

/** How the user left the balances view; kept per account in localStorage. */
export interface WalletPreferences {
  hideSmall: boolean;
  includeStake: boolean;
  sortKey: SortKey;
  sortDirection: SortDirection;
}

export const DEFAULT_PREFERENCES: WalletPreferences = {
  hideSmall: false,
  includeStake: false,
  sortKey: 'value',
  sortDirection: 'desc',
};

export const preferencesKey = (account: string) => `tdx.wallet.balances.${account}`;

function isSortKey(value: unknown): value is SortKey {
  return SORT_KEYS.some((key) => key === value);
}

/** Each stored field is used only when it has the right type (storage can hold anything). */
function parse(raw: string): WalletPreferences {
  const stored: unknown = JSON.parse(raw);
  if (typeof stored !== 'object' || stored === null) return DEFAULT_PREFERENCES;
  const fields = stored as Record<string, unknown>;
  return {
    hideSmall: typeof fields.hideSmall === 'boolean' ? fields.hideSmall : DEFAULT_PREFERENCES.hideSmall,
    includeStake: typeof fields.includeStake === 'boolean' ? fields.includeStake : DEFAULT_PREFERENCES.includeStake,
    sortKey: isSortKey(fields.sortKey) ? fields.sortKey : DEFAULT_PREFERENCES.sortKey,
    sortDirection: fields.sortDirection === 'asc' || fields.sortDirection === 'desc' ? fields.sortDirection : DEFAULT_PREFERENCES.sortDirection,
  };
}

export function loadPreferences(account: string, storage: Storage = window.localStorage): WalletPreferences {
  try {
    const raw = storage.getItem(preferencesKey(account));
    return raw === null ? DEFAULT_PREFERENCES : parse(raw);
  } catch {
    return DEFAULT_PREFERENCES; // unreadable storage or JSON: start from the defaults
  }
}

/** Saves the preferences' own fields only: a view's search text passed along is not kept. */
export function savePreferences(account: string, preferences: WalletPreferences, storage: Storage = window.localStorage): void {
  const { hideSmall, includeStake, sortKey, sortDirection } = preferences;
  try {
    storage.setItem(preferencesKey(account), JSON.stringify({ hideSmall, includeStake, sortKey, sortDirection }));
  } catch {
    // storage full or blocked: the choice lasts for this visit only
  }
}
