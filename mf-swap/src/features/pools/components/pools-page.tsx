import { paths } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { Link } from '@tdx/router';
import { useSession } from '@tdx/session';
import { useSettings } from '@tdx/settings';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { useMemo, useState } from 'react';
import { liquidityHref, liquidityPositionsQuery, poolMetricsQuery, poolsQuery, poolTokensQuery } from '../../../shared';
import { poolListRows } from '../model/pool-list';
import { searchPools, sortPools } from '../model/pool-order';
import { PoolFilters, type PoolView } from './pool-filters';
import { PoolsTable } from './pools-table';

export const POOLS_FAILED_TEXT = 'The liquidity pools could not be read from the sidechain nodes.';
export const VOLUME_NOTE =
  'Liquidity values both reserves at their tokens’ last trade prices. The pools keep only their all-time volume, shown at today’s prices: there is no 24 h volume, so no APR either.';

const DEFAULT_VIEW: PoolView = { search: '', sortKey: 'liquidity', sortDirection: 'desc' };

/** /pools: every liquidity pool, searchable and sortable by each column; the user's share when signed in. */
export function PoolsPage() {
  const { user } = useSession();
  const { hivePrice } = useSettings();
  const pools = useData(poolsQuery, undefined);
  const tokens = useData(poolTokensQuery, undefined);
  const metrics = useData(poolMetricsQuery, undefined);
  const positions = useData(liquidityPositionsQuery, user?.username ?? null);
  const [view, setView] = useState(DEFAULT_VIEW);

  const rows = useMemo(
    () => (pools.data ? poolListRows({ pools: pools.data, tokens: tokens.data ?? new Map(), metrics: metrics.data, hivePrice, positions: user ? (positions.data ?? new Map()) : undefined }) : []),
    [pools.data, tokens.data, metrics.data, hivePrice, positions.data, user],
  );
  // The share column leaves with the user who signs out.
  const sortKey = !user && view.sortKey === 'share' ? DEFAULT_VIEW.sortKey : view.sortKey;
  const shown = useMemo(() => sortPools(searchPools(rows, view.search), sortKey, view.sortDirection), [rows, view.search, sortKey, view.sortDirection]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          Liquidity pools
        </Typography>
        <Stack direction="row" spacing={1}>
          {user && (
            <Button component={Link} to={paths.poolsPositions.href()} size="small">
              Your positions
            </Button>
          )}
          <Button component={Link} to={liquidityHref('create')} variant="outlined" size="small">
            Create a pool
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {VOLUME_NOTE}
      </Typography>
      {pools.failed && !pools.data ? (
        <Alert severity="error" action={<Button onClick={pools.reload}>Retry</Button>}>
          {POOLS_FAILED_TEXT}
        </Alert>
      ) : (
        <>
          <PoolFilters view={{ ...view, sortKey }} onChange={(change) => setView({ ...view, ...change })} signedIn={user !== null} />
          {metrics.failed && <Alert severity="info">Token prices could not be read: liquidity and volume are not valued for now.</Alert>}
          {pools.data ? (
            <Paper variant="outlined">
              <PoolsTable rows={shown} signedIn={user !== null} emptyText={view.search ? `No pool holds a token matching “${view.search}”.` : 'There are no pools yet.'} />
            </Paper>
          ) : (
            <Skeleton variant="rectangular" height={320} aria-label="Loading the pools" />
          )}
        </>
      )}
    </Stack>
  );
}
