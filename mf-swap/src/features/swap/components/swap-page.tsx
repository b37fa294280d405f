import { useData } from '@tdx/data';
import { useSession } from '@tdx/session';
import { Box, Typography } from '@tdx/ui';
import type { Token } from '@tdx/contracts';
import { Alert, Paper } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { balancesQuery, DEFAULT_TRADE_FEE_MUL, poolParamsQuery, poolsQuery, poolTokensQuery, type PoolRow } from '../../../shared';
import { useSwapPair } from '../model/use-swap-pair';
import { SwapForm } from './swap-form';

const NO_POOLS: readonly PoolRow[] = [];
const NO_TOKENS: ReadonlyMap<string, Token> = new Map();

export const POOLS_FAILED_TEXT = 'The liquidity pools could not be read from the sidechain nodes.';

/** /swap: instant swaps through the `marketpools` pools. */
export function SwapPage() {
  const { user } = useSession();
  const account = user?.username ?? null;
  const pair = useSwapPair();
  const pools = useData(poolsQuery, undefined);
  const tokens = useData(poolTokensQuery, undefined);
  const params = useData(poolParamsQuery, undefined);
  const balances = useData(balancesQuery, account);
  const failed = (pools.failed && !pools.data) || (tokens.failed && !tokens.data);

  const body = () => {
    if (failed) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => (pools.failed ? pools.reload() : tokens.reload())}>
              Retry
            </Button>
          }
        >
          {POOLS_FAILED_TEXT}
        </Alert>
      );
    }
    // The form shows at once and quotes once the pools arrive, so the page is usable and painted early.
    return (
      <SwapForm
        pair={pair}
        loading={!pools.data || !tokens.data}
        pools={pools.data ?? NO_POOLS}
        tokens={tokens.data ?? NO_TOKENS}
        feeMul={params.data?.tradeFeeMul ?? DEFAULT_TRADE_FEE_MUL}
        account={account}
        balances={balances.data}
      />
    );
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Swap
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {body()}
      </Paper>
    </Box>
  );
}
