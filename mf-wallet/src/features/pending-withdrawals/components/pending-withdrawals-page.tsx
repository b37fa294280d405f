import { useData } from '@tdx/data';
import { useSession } from '@tdx/session';
import { Button } from '@tdx/ui/overlay';
import { DataTable, Stack, Typography, type DataColumn } from '@tdx/ui';
import { Alert, formatDateTime, formatTokenAmount, Skeleton } from '@tdx/ui/extra';
import { pendingWithdrawalsQuery, type PendingWithdrawal } from '../api/get-pending-withdrawals';

/** Payouts are HIVE on the main chain: 3 decimals. */
const HIVE_PRECISION = 3;
const ROW_HEIGHT = 40;
export const NO_WITHDRAWALS_TEXT = 'You have no pending withdrawals.';
export const WITHDRAWALS_FAILED_TEXT = 'Pending withdrawals could not be loaded. The sidechain nodes did not answer.';

const COLUMNS: DataColumn<PendingWithdrawal>[] = [
  { key: 'quantity', header: 'Amount', align: 'right', cell: (row) => `${formatTokenAmount(row.quantity, HIVE_PRECISION)} ${row.type}` },
  { key: 'time', header: 'Requested', cell: (row) => (row.timestamp === null ? 'Unknown' : formatDateTime(row.timestamp * 1000)) },
  { key: 'memo', header: 'Memo', cell: (row) => row.memo },
  { key: 'id', header: 'Transaction', cell: (row) => row.id },
];

function WithdrawalsTable({ account }: { account: string }) {
  const state = useData(pendingWithdrawalsQuery, account);
  if (state.failed) {
    return (
      <Alert severity="error" action={<Button onClick={state.reload}>Retry</Button>}>
        {WITHDRAWALS_FAILED_TEXT}
      </Alert>
    );
  }
  if (!state.data) return <Skeleton variant="rectangular" height={120} aria-label="Loading pending withdrawals" />;
  if (state.data.length === 0) return <Typography>{NO_WITHDRAWALS_TEXT}</Typography>;
  return <DataTable label="Pending withdrawals" columns={COLUMNS} rows={state.data} rowKey={(row) => String(row._id)} emptyText={NO_WITHDRAWALS_TEXT} maxHeight={480} rowHeight={ROW_HEIGHT} />;
}

/** /wallet/pending-withdrawals: the user's HIVE payouts still queued at the peg. */
export function PendingWithdrawalsPage() {
  const { user } = useSession();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Pending withdrawals
      </Typography>
      <Typography color="text.secondary">
        Withdrawals of SWAP.HIVE are queued and paid out in HIVE on the Hive blockchain by the peg service, usually within minutes.
      </Typography>
      {user && <WithdrawalsTable account={user.username} />}
    </Stack>
  );
}
