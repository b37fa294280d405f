import { usePagedData } from '@tdx/data';
import { useLocation, useNavigate } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { useMemo } from 'react';
import { transfersQuery } from '../api/transfers-query';
import { filtersOf, hasFilters, NO_FILTERS, withFilters, type TransferFilters } from '../model/transfer-filters';
import { TransferFilterBar } from './transfer-filter-bar';
import { TransfersTable } from './transfers-table';

export const TRANSFERS_FAILED_TEXT = 'The bridge service did not answer, so transfers cannot be shown right now. Try again in a moment.';

/** /bridge/transfers: every bridge's recent transfers, filtered by what the address says, a page at a time. */
export function TransfersPage() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersOf(search), [search]);
  const setFilters = (next: TransferFilters) => navigate({ pathname, search: withFilters(search, next) }, { replace: true });
  const transfers = usePagedData(transfersQuery, filters);

  const emptyText = hasFilters(filters) ? (
    <span>
      No transfer matches these filters.{' '}
      <Button size="small" onClick={() => setFilters(NO_FILTERS)}>
        Clear filters
      </Button>
    </span>
  ) : (
    'No transfers yet.'
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Bridge transfers
      </Typography>
      <Typography color="text.secondary">Deposits to and withdrawals from Hive Engine through every bridge, newest first.</Typography>
      <TransferFilterBar filters={filters} onChange={setFilters} />
      {transfers.loading ? (
        <Skeleton variant="rectangular" height={240} aria-label="Loading transfers" />
      ) : (
        <>
          {(transfers.rows.length > 0 || !transfers.failed) && (
            <Paper variant="outlined">
              <TransfersTable transfers={transfers.rows} emptyText={emptyText} />
            </Paper>
          )}
          {transfers.failed && <Alert severity="error">{TRANSFERS_FAILED_TEXT}</Alert>}
          {transfers.hasMore && (
            <Button variant="outlined" onClick={transfers.loadMore} disabled={transfers.loadingMore} sx={{ alignSelf: 'center' }}>
              {transfers.loadingMore ? 'Loading…' : transfers.failed ? 'Try again' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
