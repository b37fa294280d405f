import type { Token } from '@tdx/contracts';
import { Button } from '@tdx/ui/overlay';
import { DataTable, Stack, Typography, type DataColumn } from '@tdx/ui';
import { Alert, formatDateTime, Skeleton } from '@tdx/ui/extra';
import { useMemo, useState } from 'react';
import { usePagedData } from '@tdx/data';
import { accountHistoryQuery } from '../api/get-account-history';
import type { HistoryRow } from '../utils/history-row';
import { operationName, partyName } from '../utils/operation-names';
import { historyAmountText } from './history-amount-text';
import { HistoryDetailDialog } from './history-detail-dialog';

/** Fits the small Details button. */
const ROW_HEIGHT = 44;

export const HISTORY_FAILED_TEXT = 'The history service did not answer. Try again in a moment.';

export interface HistoryListProps {
  account: string;
  token: Token;
  filters: Readonly<Record<string, string>>;
}

/** The account's operations on one token, newest first, a page at a time. */
export function HistoryList({ account, token, filters }: HistoryListProps) {
  const query = useMemo(() => ({ account, symbol: token.symbol, filters }), [account, token.symbol, filters]);
  const history = usePagedData(accountHistoryQuery, query);
  const [detail, setDetail] = useState<HistoryRow | null>(null);

  const columns: DataColumn<HistoryRow>[] = [
    { key: 'date', header: 'Date', cell: (row) => formatDateTime(row.timestamp * 1000) },
    { key: 'operation', header: 'Operation', cell: (row) => operationName(row.operation) },
    { key: 'from', header: 'From', cell: (row) => partyName(row.from) },
    { key: 'to', header: 'To', cell: (row) => partyName(row.to) },
    { key: 'amount', header: 'Amount', align: 'right', cell: (row) => historyAmountText(row, token) },
    {
      key: 'details',
      header: 'Details',
      cell: (row) => (
        <Button size="small" onClick={() => setDetail(row)} aria-label={`Details of ${operationName(row.operation)} on ${formatDateTime(row.timestamp * 1000)}`}>
          Details
        </Button>
      ),
    },
  ];

  if (history.loading) return <Skeleton variant="rectangular" height={200} aria-label="Loading history" />;
  return (
    <Stack spacing={2}>
      {history.rows.length > 0 || !history.failed ? (
        <DataTable label={`${token.symbol} history`} columns={columns} rows={history.rows} rowKey={(row) => row._id} emptyText={`No ${token.symbol} operations yet.`} maxHeight={480} rowHeight={ROW_HEIGHT} />
      ) : null}
      {history.failed && <Alert severity="error">{HISTORY_FAILED_TEXT}</Alert>}
      {history.hasMore && (
        <Button variant="outlined" onClick={history.loadMore} disabled={history.loadingMore} sx={{ alignSelf: 'center' }}>
          {history.loadingMore ? 'Loading…' : history.failed ? 'Try again' : 'Load more'}
        </Button>
      )}
      {!history.hasMore && history.rows.length > 0 && <Typography color="text.secondary" sx={{ textAlign: 'center' }}>That is the whole history.</Typography>}
      <HistoryDetailDialog row={detail} token={token} onClose={() => setDetail(null)} />
    </Stack>
  );
}
