import { useLocation, useNavigate } from '@tdx/router';
import { useCallback } from 'react';
import { pairOf, withPair, type PairChoice } from '../../../shared';

/** The pool's tokens, kept in the address (`?pair=BASE:QUOTE`) so that the tabs and a shared link carry them. */
export function usePairChoice(): [PairChoice, (choice: PairChoice) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const choose = useCallback((choice: PairChoice) => navigate({ pathname, search: withPair(search, choice) }, { replace: true }), [navigate, pathname, search]);
  return [pairOf(search), choose];
}
