import type { SwapAction } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { useSession } from '@tdx/session';
import { Box, Typography } from '@tdx/ui';
import { Alert, Paper, Skeleton } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { poolsQuery, poolTokensQuery } from '../../../shared';
import { AddLiquidity } from './add-liquidity';
import { CreatePool } from './create-pool';
import { RemoveLiquidity } from './remove-liquidity';

export const POOLS_FAILED_TEXT = 'The liquidity pools could not be read from the sidechain nodes.';

const HEADINGS: Record<SwapAction, string> = { add: 'Add liquidity', remove: 'Remove liquidity', create: 'Create a pool' };

/** /swap?action=add|remove|create: the liquidity forms over the pools. */
export function LiquidityPage({ action }: { action: SwapAction }) {
  const { user } = useSession();
  const account = user?.username ?? null;
  const pools = useData(poolsQuery, undefined);
  const tokens = useData(poolTokensQuery, undefined);

  const body = () => {
    if ((pools.failed && !pools.data) || (tokens.failed && !tokens.data)) {
      return (
        <Alert severity="error" action={<Button onClick={() => (pools.failed ? pools.reload() : tokens.reload())}>Retry</Button>}>
          {POOLS_FAILED_TEXT}
        </Alert>
      );
    }
    if (!pools.data || !tokens.data) return <Skeleton variant="rounded" height={320} aria-label="Loading the pools" />;
    switch (action) {
      case 'add':
        return <AddLiquidity account={account} pools={pools.data} tokens={tokens.data} />;
      case 'remove':
        return <RemoveLiquidity account={account} pools={pools.data} tokens={tokens.data} />;
      case 'create':
        return <CreatePool account={account} pools={pools.data} />;
    }
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {HEADINGS[action]}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {body()}
      </Paper>
    </Box>
  );
}
