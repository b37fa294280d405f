import { paths, type Token } from '@tdx/contracts';
import { safeHttpUrl } from '@tdx/ui/base';

/** SWAP.HIVE is the quote currency of every market: it has no market of its own. */
export const QUOTE_SYMBOL = 'SWAP.HIVE';

/** `/tokens?symbol=BEE`: the list with that token's details open, an address that can be shared. */
export const tokenDetailsHref = (symbol: string) => `${paths.tokens.href()}?${new URLSearchParams({ symbol })}`;

/** What the details dialog shows beyond the token's state: each piece of chain text as text, links only when safe. */
export interface TokenDetails {
  /** The issuer's website, only an http(s) address. */
  website: string | null;
  /** The issuer's description: text, empty when the metadata has none (or something else than text). */
  description: string;
  /** The token's market; none for SWAP.HIVE. */
  tradeHref: string | null;
  historyHref: string;
}

export function tokenDetails(token: Token): TokenDetails {
  return {
    website: safeHttpUrl(token.metadata.url ?? token.url),
    description: typeof token.metadata.desc === 'string' ? token.metadata.desc : '',
    tradeHref: token.symbol === QUOTE_SYMBOL ? null : paths.trade.href(token.symbol),
    historyHref: paths.history.href(token.symbol),
  };
}
