import { useCallback, useState } from 'react';
import { loadFavourites, saveFavourites, toggledFavourite } from './favourites';

export interface Favourites {
  favourites: ReadonlySet<string>;
  toggle: (symbol: string) => void;
}

/** The visitor's favourite tokens (account null: not signed in); each change is saved at once, and another account reads its own. */
export function useFavourites(account: string | null): Favourites {
  const [state, setState] = useState(() => ({ account, favourites: loadFavourites(account) }));
  if (state.account !== account) setState({ account, favourites: loadFavourites(account) });
  const toggle = useCallback(
    (symbol: string) =>
      setState((previous) => {
        const favourites = toggledFavourite(previous.favourites, symbol);
        saveFavourites(previous.account, favourites);
        return { account: previous.account, favourites };
      }),
    [],
  );
  return { favourites: state.favourites, toggle };
}
