import { fetchData, useData, type QueryDefinition } from '@tdx/data';
import { useEffect, useState } from 'react';

/** The pause after the last keystroke before the symbol is looked up. */
export const SYMBOL_CHECK_DELAY_MS = 400;

export const symbolFreeText = (symbol: string) => `${symbol} is available`;
export const SYMBOL_CHECK_FAILED_TEXT = 'Could not check whether this symbol is taken: the sidechain did not answer';

/**
 * - `idle`: nothing to look up (empty, or a symbol the rules refuse)
 * - `typing`: looked up once typing pauses
 * - `checking`, `free`, `taken`
 * - `unchecked`: the node did not answer (`retry()` asks again)
 */
export type SymbolAvailabilityState = 'idle' | 'typing' | 'checking' | 'free' | 'taken' | 'unchecked';

export interface SymbolAvailability {
  state: SymbolAvailabilityState;
  /** What the field says about it, or null. */
  message: string | null;
  retry: () => void;
  /** Asks the sidechain now (not from the cache): true when the symbol is still free, false when taken or unreadable. */
  confirmFree: () => Promise<boolean>;
}

/** Where a symbol is looked up: the read of its row, and what makes an answer "taken". */
export interface SymbolLookup<T> {
  query: QueryDefinition<string, T>;
  isTaken: (answer: T) => boolean;
  /** Why a taken symbol cannot be used ("BEE already exists: choose another symbol"). */
  takenText: (symbol: string) => string;
}

/** Whether a well-formed symbol is still free on the sidechain, looked up as the user types (debounced). */
export function useSymbolAvailability<T>(symbol: string, wellFormed: boolean, { query, isTaken, takenText }: SymbolLookup<T>): SymbolAvailability {
  const [settled, setSettled] = useState(symbol);
  useEffect(() => {
    if (settled === symbol) return;
    const timer = setTimeout(() => setSettled(symbol), SYMBOL_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [symbol, settled]);
  const lookup = useData(query, wellFormed && settled === symbol && symbol !== '' ? symbol : null);

  // The same cache entry as the lookup: its answer (or failure) shows in the field too.
  const confirmFree = async () => {
    try {
      return !isTaken(await fetchData(query, symbol));
    } catch {
      return false;
    }
  };

  const [state, message] = ((): [SymbolAvailabilityState, string | null] => {
    if (!wellFormed || symbol === '') return ['idle', null];
    if (settled !== symbol) return ['typing', null];
    if (lookup.data !== undefined) return isTaken(lookup.data) ? ['taken', takenText(symbol)] : ['free', symbolFreeText(symbol)];
    if (lookup.failed) return ['unchecked', SYMBOL_CHECK_FAILED_TEXT];
    return ['checking', null];
  })();
  return { state, message, retry: lookup.reload, confirmFree };
}
