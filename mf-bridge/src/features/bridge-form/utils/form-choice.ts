import type { TransferDirection, TransferOption } from './transfer-options';

export interface FormChoice {
  direction: TransferDirection;
  /** The coin or token asked for (`BTC`, `SWAP.BTC`), upper case; null when none. */
  symbol: string | null;
}

/** `?direction=deposit|withdraw&symbol=<SYMBOL>` of /bridge: deposit and no coin unless the address says otherwise. */
export function formChoiceOf(search: string): FormChoice {
  const params = new URLSearchParams(search);
  const symbol = params.get('symbol')?.trim().toUpperCase();
  return { direction: params.get('direction') === 'withdraw' ? 'withdraw' : 'deposit', symbol: symbol || null };
}

/** The option of a symbol, matched on either side (`BTC` or `SWAP.BTC`); the first option when none matches. */
export function optionOf(options: readonly TransferOption[], symbol: string | null): TransferOption | null {
  const match = symbol ? options.find((option) => option.pegged === symbol || option.coin === symbol) : undefined;
  return match ?? options[0] ?? null;
}
