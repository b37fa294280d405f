import { fetchData, useData } from '@tdx/data';
import { useEffect, useState } from 'react';
import { nftDefinitionQuery } from '../../../shared';

/** The pause after the last keystroke before the symbol is looked up. */
export const SYMBOL_CHECK_DELAY_MS = 400;
export const nftSymbolTakenText = (symbol: string) => `An NFT named ${symbol} already exists: choose another symbol`;
export const nftSymbolFreeText = (symbol: string) => `${symbol} is available`;
export const SYMBOL_CHECK_FAILED_TEXT = 'Could not check whether this symbol is taken: the sidechain did not answer';

/** `idle` (nothing to look up), `typing`, `checking`, `free`, `taken`, or `unchecked` (no answer). */
export type SymbolAvailabilityState = 'idle' | 'typing' | 'checking' | 'free' | 'taken' | 'unchecked';

export interface SymbolAvailability {
  state: SymbolAvailabilityState;
  message: string | null;
  retry: () => void;
  /** Asks the sidechain now: true when the symbol is still free, false when taken or unreadable. */
  confirmFree: () => Promise<boolean>;
}

/** Whether a well-formed symbol is still free among the NFT definitions, looked up once typing pauses. */
export function useNftSymbolAvailability(symbol: string, wellFormed: boolean): SymbolAvailability {
  const [settled, setSettled] = useState(symbol);
  useEffect(() => {
    if (settled === symbol) return;
    const timer = setTimeout(() => setSettled(symbol), SYMBOL_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [symbol, settled]);

  const lookup = useData(nftDefinitionQuery, wellFormed && settled === symbol ? symbol : null);
  const confirmFree = async () => (await fetchData(nftDefinitionQuery, symbol).catch(() => undefined)) === null;
  const [state, message] = ((): [SymbolAvailabilityState, string | null] => {
    if (!wellFormed) return ['idle', null];
    if (settled !== symbol) return ['typing', null];
    if (lookup.data === null) return ['free', nftSymbolFreeText(symbol)];
    if (lookup.data !== undefined) return ['taken', nftSymbolTakenText(symbol)];
    if (lookup.failed) return ['unchecked', SYMBOL_CHECK_FAILED_TEXT];
    return ['checking', null];
  })();
  return { state, message, retry: lookup.reload, confirmFree };
}
