import { useData } from '@tdx/data';
import { useSession } from '@tdx/session';
import { useSettings } from '@tdx/settings';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { useDeferredValue, useMemo, useState } from 'react';
import { allMetricsQuery, allTokensQuery } from '../api/token-list-queries';
import { DEFAULT_TOKEN_ORDER, filterTokens, nextOrder, sortTokens, type TokenSortKey } from '../model/token-order';
import { tokenListRows } from '../model/token-rows';
import { useDetailsSymbol } from '../model/use-details-symbol';
import { useFavourites } from '../model/use-favourites';
import { TokenDetailsDialog } from './token-details-dialog';
import { TokenFilters } from './token-filters';
import { TABLE_HEIGHT, TokensTable } from './tokens-table';

export const TOKENS_FAILED_TEXT = 'The tokens could not be read from the sidechain nodes.';
export const METRICS_FAILED_TEXT = 'Market figures could not be read from the sidechain nodes: prices, changes, volumes and market caps are missing for now.';

function emptyText(search: string, favouritesOnly: boolean): string {
  if (favouritesOnly && search.trim() === '') return 'You have no favourite tokens yet: press a token’s star to add it.';
  return `No ${favouritesOnly ? 'favourite ' : ''}token has a symbol or name containing “${search.trim()}”.`;
}

/** /tokens: every token of the sidechain with its market figures, searchable, sortable, with favourites and each token's details. */
export function TokensPage() {
  const { user } = useSession();
  const { settings, hivePrice, settingsSettled } = useSettings();
  const tokens = useData(allTokensQuery, undefined);
  const metrics = useData(allMetricsQuery, undefined);
  const { favourites, toggle } = useFavourites(user?.username ?? null);
  const details = useDetailsSymbol();
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [order, setOrder] = useState(DEFAULT_TOKEN_ORDER);
  // Typing stays responsive: the list follows the search text in a render React may interrupt.
  const listedSearch = useDeferredValue(search);

  // Disabled tokens are known once the settings answered (or failed): nothing is listed before.
  const rows = useMemo(
    () => (tokens.data && settingsSettled ? tokenListRows({ tokens: tokens.data, metrics: metrics.data, settings, hivePrice, nowSeconds: Date.now() / 1000 }) : undefined),
    [tokens.data, metrics.data, settings, hivePrice, settingsSettled],
  );
  const sorted = useMemo(() => (rows ? sortTokens(rows, order) : []), [rows, order]);
  const shown = useMemo(() => filterTokens(sorted, { search: listedSearch, favouritesOnly, favourites }), [sorted, listedSearch, favouritesOnly, favourites]);
  const retry = () => {
    if (tokens.failed) tokens.reload();
    if (metrics.failed) metrics.reload();
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Tokens
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Every token of the sidechain. Prices are each token’s last trade on the market, in HIVE turned into US dollars at the current HIVE price; SWAP.HIVE counts as 1 HIVE.
      </Typography>
      {tokens.failed && !tokens.data ? (
        <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
          {TOKENS_FAILED_TEXT}
        </Alert>
      ) : (
        <>
          <TokenFilters search={search} onSearch={setSearch} favouritesOnly={favouritesOnly} onFavouritesOnly={setFavouritesOnly} counts={rows && { shown: shown.length, total: rows.length }} />
          {metrics.failed && (
            <Alert severity="warning" action={<Button onClick={retry}>Try again</Button>}>
              {METRICS_FAILED_TEXT}
            </Alert>
          )}
          {rows && hivePrice === null && <Alert severity="info">USD figures appear once the HIVE price is known.</Alert>}
          <Paper variant="outlined">
            {rows ? (
              <TokensTable
                rows={shown}
                order={order}
                onSort={(key: TokenSortKey) => setOrder((current) => nextOrder(current, key))}
                favourites={favourites}
                onToggleFavourite={toggle}
                emptyText={emptyText(listedSearch, favouritesOnly)}
              />
            ) : (
              <Skeleton variant="rectangular" height={TABLE_HEIGHT} aria-label="Loading the tokens" />
            )}
          </Paper>
        </>
      )}
      {rows && details.symbol !== null && <TokenDetailsDialog symbol={details.symbol} token={rows.find((row) => row.symbol === details.symbol)?.token} onClose={details.close} />}
    </Stack>
  );
}
