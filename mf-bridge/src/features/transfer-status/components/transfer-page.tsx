import { paths } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { Link, useParams } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper, Skeleton } from '@tdx/ui/extra';
import { useEffect, useState } from 'react';
import { awaitingCoins, bridgeAmount, DIRECTION_NAMES, isFinal } from '../../../shared';
import { transferQuery } from '../api/transfer-query';
import { TransferDetails } from './transfer-details';
import { TransferSummary } from './transfer-summary';
import { TransferTimeline } from './transfer-timeline';

/** How often a transfer that is not final is read again. */
export const TRANSFER_REFRESH_MS = 3_000;

export const TRANSFER_FAILED_TEXT = 'The bridge service did not answer, so this transfer cannot be shown right now. The page keeps trying.';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** /bridge/tx/{id}: one transfer's steps, read again every few seconds until it is confirmed or failed. */
export function TransferPage() {
  const id = useParams().id ?? '';
  const transfer = useData(transferQuery, id);
  // A reload clears `failed` while it runs: the last answer's problem stays shown until one succeeds.
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(() => {
    if (transfer.failed) setProblem(transfer.error ?? new Error('failed'));
    else if (!transfer.loading) setProblem(null);
  }, [transfer.failed, transfer.loading, transfer.error]);

  const final = transfer.data ? isFinal(transfer.data) : false;
  const notFound = isNotFound(problem);
  const { reload } = transfer;
  useEffect(() => {
    if (final || notFound) return undefined;
    const timer = setInterval(reload, TRANSFER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [final, notFound, reload]);

  if (notFound) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Bridge transfer
        </Typography>
        <Alert severity="warning">
          No bridge transfer has the id “{id}”. <Link to={paths.bridgeTransfers.href()}>See all transfers</Link>
        </Alert>
      </Stack>
    );
  }
  const data = transfer.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {data
          ? `${DIRECTION_NAMES[data.direction]} of ${awaitingCoins(data) ? '' : `${bridgeAmount(data.amount)} `}${data.direction === 'deposit' ? data.coin : data.symbol}`
          : 'Bridge transfer'}
      </Typography>
      {problem !== null && <Alert severity="error">{TRANSFER_FAILED_TEXT}</Alert>}
      {!data && problem === null && <Skeleton variant="rectangular" height={240} aria-label="Loading the transfer" />}
      {data && (
        <>
          <TransferSummary transfer={data} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Steps
            </Typography>
            <TransferTimeline transfer={data} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Details
            </Typography>
            <TransferDetails transfer={data} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
