import { useData } from '@tdx/data';
import { Link } from '@tdx/router';
import { useSession } from '@tdx/session';
import { useSettings } from '@tdx/settings';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { useMemo } from 'react';
import { liquidityHref, liquidityPositionsQuery, poolMetricsQuery, poolsQuery, poolTokensQuery } from '../../../shared';
import { rewardPoolsQuery } from '../api/reward-pools-query';
import { positionRows } from '../model/position-rows';
import { PositionsTable } from './positions-table';
import { RewardPoolsList } from './reward-pools-list';

export const POSITIONS_FAILED_TEXT = 'Your liquidity positions could not be read from the sidechain nodes.';

function AccountPositions({ account }: { account: string }) {
  const { hivePrice } = useSettings();
  const positions = useData(liquidityPositionsQuery, account);
  const pools = useData(poolsQuery, undefined);
  const tokens = useData(poolTokensQuery, undefined);
  const metrics = useData(poolMetricsQuery, undefined);
  const rewards = useData(rewardPoolsQuery, undefined);
  const rows = useMemo(
    () =>
      positions.data
        ? positionRows({ positions: positions.data, pools: pools.data ?? [], tokens: tokens.data ?? new Map(), metrics: metrics.data, hivePrice, rewardPools: rewards.data ?? [] })
        : null,
    [positions.data, pools.data, tokens.data, metrics.data, hivePrice, rewards.data],
  );

  if (positions.failed && !positions.data) {
    return (
      <Alert severity="error" action={<Button onClick={positions.reload}>Retry</Button>}>
        {POSITIONS_FAILED_TEXT}
      </Alert>
    );
  }
  if (!rows) return <Skeleton variant="rectangular" height={200} aria-label="Loading your positions" />;
  return (
    <Stack spacing={3}>
      {pools.failed && !pools.data && <Alert severity="warning">The pools could not be read: what your positions withdraw is not known for now.</Alert>}
      <Paper variant="outlined">
        <PositionsTable rows={rows} />
      </Paper>
      {rewards.failed ? <Alert severity="info">The reward pools could not be read.</Alert> : rewards.data && <RewardPoolsList rows={rows} />}
    </Stack>
  );
}

/** /pools/positions: the signed-in user's liquidity positions (the shell guards the login). */
export function PositionsPage() {
  const { user } = useSession();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          Your liquidity positions
        </Typography>
        <Button component={Link} to={liquidityHref('add')} variant="outlined" size="small">
          Add liquidity
        </Button>
      </Stack>
      {user && <AccountPositions key={user.username} account={user.username} />}
    </Stack>
  );
}
