import { useData, usePagedData } from '@tdx/data';
import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { useMemo } from 'react';
import { findPool, pairSymbols, poolsQuery, poolTokensQuery } from '../../../shared';
import { poolHistoryQuery } from '../api/pool-history-query';
import { poolTransactions } from '../model/pool-history';
import { TransactionsTable } from './transactions-table';

export const HISTORY_FAILED_TEXT = 'The history service did not answer. Try again in a moment.';

function AccountTransactions({ account }: { account: string }) {
  const history = usePagedData(poolHistoryQuery, account);
  const tokens = useData(poolTokensQuery, undefined);
  const pools = useData(poolsQuery, undefined);
  const transactions = useMemo(() => {
    const orientation = (a: string, b: string) => {
      const pool = pools.data && findPool(pools.data, a, b);
      return pool ? pairSymbols(pool.tokenPair) : undefined;
    };
    return poolTransactions(account, history.rows, orientation);
  }, [account, history.rows, pools.data]);

  if (history.loading) return <Skeleton variant="rectangular" height={200} aria-label="Loading your pool transactions" />;
  return (
    <Stack spacing={2}>
      {(transactions.length > 0 || !history.failed) && (
        <Paper variant="outlined">
          <TransactionsTable transactions={transactions} tokens={tokens.data ?? new Map()} />
        </Paper>
      )}
      {history.failed && <Alert severity="error">{HISTORY_FAILED_TEXT}</Alert>}
      {history.hasMore && (
        <Button variant="outlined" onClick={history.loadMore} disabled={history.loadingMore} sx={{ alignSelf: 'center' }}>
          {history.loadingMore ? 'Loading…' : history.failed ? 'Try again' : 'Load more'}
        </Button>
      )}
      {!history.hasMore && transactions.length > 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          That is the whole history.
        </Typography>
      )}
    </Stack>
  );
}

/** /pools/transactions: the signed-in user's swaps and liquidity changes from the history API (the shell guards the login). */
export function PoolTransactionsPage() {
  const { user } = useSession();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Your pool transactions
      </Typography>
      {user && <AccountTransactions key={user.username} account={user.username} />}
    </Stack>
  );
}
