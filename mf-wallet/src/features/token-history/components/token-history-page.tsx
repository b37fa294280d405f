import { useData } from '@tdx/data';
import { isValidParam } from '@tdx/contracts';
import { useLocation, useParams } from '@tdx/router';
import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { useMemo } from 'react';
import { tokenQuery } from '../api/get-token';
import { passedThroughParams } from '../utils/history-filters';
import { HistoryList } from './history-list';

export const notASymbolText = (raw: string) => `“${raw}” is not a token symbol.`;
export const unknownTokenText = (symbol: string) => `There is no token ${symbol} on the sidechain.`;
export const TOKEN_FAILED_TEXT = 'The token could not be loaded. The sidechain nodes did not answer.';

function TokenHistory({ account, symbol }: { account: string; symbol: string }) {
  const token = useData(tokenQuery, symbol);
  const { search } = useLocation();
  const filters = useMemo(() => passedThroughParams(search), [search]);
  if (token.failed) return <Alert severity="error">{TOKEN_FAILED_TEXT}</Alert>;
  if (token.data === undefined) return <Skeleton variant="rectangular" height={200} aria-label="Loading token" />;
  if (token.data === null) return <Alert severity="warning">{unknownTokenText(symbol)}</Alert>;
  return <HistoryList account={account} token={token.data} filters={filters} />;
}

/** /history/{symbol}: the signed-in account's history of one token. */
export function TokenHistoryPage() {
  const { symbol: raw = '' } = useParams();
  const { user } = useSession();
  // The shell checks the same rule before mounting the page; this guards the page on its own.
  const symbol = isValidParam('tokenSymbol', raw) ? raw : null;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {symbol ? `${symbol} history` : 'Token history'}
      </Typography>
      {!symbol && <Alert severity="warning">{notASymbolText(raw)}</Alert>}
      {symbol && user && <TokenHistory account={user.username} symbol={symbol} />}
    </Stack>
  );
}
