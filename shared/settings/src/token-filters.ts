import type { Settings } from '@tdx/contracts';
import { currentSettings } from './store';

/** In `deprecated_tokens`: shown where already held, never offered for selection. */
export function isDeprecated(symbol: string, settings: Settings | null = currentSettings()): boolean {
  return settings?.deprecated_tokens.includes(symbol) ?? false;
}

/** In `disabled_tokens`: hidden everywhere. */
export function isDisabled(symbol: string, settings: Settings | null = currentSettings()): boolean {
  return settings?.disabled_tokens.includes(symbol) ?? false;
}

/** Tokens that may be listed (disabled ones dropped). `settings` for a component that re-renders on their change. */
export function visibleTokens<T extends { symbol: string }>(tokens: readonly T[], settings: Settings | null = currentSettings()): T[] {
  return tokens.filter((token) => !isDisabled(token.symbol, settings));
}

/** Tokens that may be picked in a selector (disabled and deprecated ones dropped). */
export function selectableTokens<T extends { symbol: string }>(tokens: readonly T[], settings: Settings | null = currentSettings()): T[] {
  return visibleTokens(tokens, settings).filter((token) => !isDeprecated(token.symbol, settings));
}
