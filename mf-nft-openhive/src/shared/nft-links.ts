import { paths } from '@tdx/contracts';

/** One definition's page: the list's route with `?symbol=` (the route manifest has no route of its own for it). */
export function nftDefinitionHref(symbol: string): string {
  return `${paths.nfts.href()}?${new URLSearchParams({ symbol })}`;
}
