import { useData } from '@tdx/data';
import { useSession } from '@tdx/session';
import { Button } from '@tdx/ui/overlay';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Skeleton, Tab, Tabs } from '@tdx/ui/extra';
import { useState } from 'react';
import { conversionsQuery } from '../api/get-conversions';
import { pageWindow, type ConversionDirection } from '../utils/conversion-paging';
import { ConversionTable } from './conversion-table';

export const BRIDGE_FAILED_TEXT = 'The bridge service did not answer, so your conversion history cannot be shown right now. The rest of the wallet keeps working.';
const DIRECTION_TEXT: Record<ConversionDirection, { tab: string; empty: string }> = {
  deposits: { tab: 'Deposits', empty: 'No deposits through the bridge yet.' },
  withdrawals: { tab: 'Withdrawals', empty: 'No withdrawals through the bridge yet.' },
};

function ConversionPages({ account, direction }: { account: string; direction: ConversionDirection }) {
  const [offset, setOffset] = useState(0);
  const state = useData(conversionsQuery, { account, direction, offset });
  if (state.failed) {
    return (
      <Alert severity="error" action={<Button onClick={state.reload}>Retry</Button>}>
        {BRIDGE_FAILED_TEXT}
      </Alert>
    );
  }
  if (!state.data) return <Skeleton variant="rectangular" height={160} aria-label="Loading conversions" />;
  const { results, count } = state.data;
  const place = pageWindow(offset, results.length, count);
  return (
    <Stack spacing={1}>
      <ConversionTable label={DIRECTION_TEXT[direction].tab} rows={results} emptyText={DIRECTION_TEXT[direction].empty} />
      {count > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }} component="nav" aria-label={`${DIRECTION_TEXT[direction].tab} pages`}>
          <Typography aria-live="polite">
            {place.first}–{place.last} of {count}
          </Typography>
          <Button disabled={!place.hasPrevious} onClick={() => setOffset(place.previousOffset)}>
            Previous
          </Button>
          <Button disabled={!place.hasNext} onClick={() => setOffset(place.nextOffset)}>
            Next
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** /wallet/conversion-history: the user's deposits and withdrawals through the cross-chain bridge. */
export function ConversionHistoryPage() {
  const { user } = useSession();
  const [direction, setDirection] = useState<ConversionDirection>('deposits');
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Conversion history
      </Typography>
      <Tabs value={direction} onChange={(_, value: ConversionDirection) => setDirection(value)} aria-label="Conversion direction">
        <Tab value="deposits" label={DIRECTION_TEXT.deposits.tab} />
        <Tab value="withdrawals" label={DIRECTION_TEXT.withdrawals.tab} />
      </Tabs>
      {user && <ConversionPages key={direction} account={user.username} direction={direction} />}
    </Stack>
  );
}
