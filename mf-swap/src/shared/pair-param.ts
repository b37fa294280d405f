import { isValidParam } from '@tdx/contracts';

export interface PairChoice {
  base: string | null;
  quote: string | null;
}

/** The tokens `?pair=BASE:QUOTE` names; a side missing or not a token symbol is not chosen yet. */
export function pairOf(search: string): PairChoice {
  const [base = '', quote = ''] = (new URLSearchParams(search).get('pair') ?? '').split(':');
  const symbol = (text: string) => (isValidParam('tokenSymbol', text) ? text : null);
  return { base: symbol(base), quote: symbol(quote) };
}

/** The address's search with `pair` set to the choice (`BASE:QUOTE`, a side left empty until chosen), the rest kept. */
export function withPair(search: string, { base, quote }: PairChoice): string {
  const params = new URLSearchParams(search);
  if (base === null && quote === null) params.delete('pair');
  else params.set('pair', `${base ?? ''}:${quote ?? ''}`);
  return `?${params.toString()}`;
}

/** The complete pair (`BASE:QUOTE`), or null until both sides are chosen. */
export function tokenPairOf({ base, quote }: PairChoice): string | null {
  return base && quote ? `${base}:${quote}` : null;
}
