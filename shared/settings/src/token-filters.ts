import { currentSettings } from './store';

/** In `deprecated_tokens`: shown where already held, never offered for selection. */
export function isDeprecated(symbol: string): boolean {
  return currentSettings()?.deprecated_tokens.includes(symbol) ?? false;
}

/** In `disabled_tokens`: hidden everywhere. */
export function isDisabled(symbol: string): boolean {
  return currentSettings()?.disabled_tokens.includes(symbol) ?? false;
}

/** Tokens that may be listed (disabled ones dropped). */
export function visibleTokens<T extends { symbol: string }>(tokens: T[]): T[] {
  return tokens.filter((token) => !isDisabled(token.symbol));
}

/** Tokens that may be picked in a selector (disabled and deprecated ones dropped). */
export function selectableTokens<T extends { symbol: string }>(tokens: T[]): T[] {
  return visibleTokens(tokens).filter((token) => !isDeprecated(token.symbol));
}
