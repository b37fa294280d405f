import { bridgedTokens } from './bridged-tokens';
import { communityTokens } from './community-tokens';
import { coreTokens } from './core-tokens';
import type { Random } from './random';
import { specialTokens } from './special-tokens';
import type { TokenDefinition } from './token-definition';

/** Tokens per unit of scale (scale 16 gives about 5,000), besides the bridged tokens. */
export const TOKENS_PER_SCALE = 310;

/** Named tokens, then community tokens; the bridged tokens last, so the community draws stay as they were. */
export function buildTokenCatalog(random: Random, scale: number): TokenDefinition[] {
  const named = [...coreTokens(), ...specialTokens()];
  const taken = new Set(named.map((token) => token.symbol));
  return [...named, ...communityTokens(random, TOKENS_PER_SCALE * scale - named.length, taken), ...bridgedTokens(taken)];
}
