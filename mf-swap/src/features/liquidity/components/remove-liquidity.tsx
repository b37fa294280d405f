import type { Token } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { openLoginModal } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { Button, MenuItem, TextField } from '@tdx/ui/overlay';
import { liquidityPositionsQuery, pairSymbols, type PoolRow } from '../../../shared';
import { tokenPairOf } from '../../../shared';
import { usePairChoice } from '../model/use-pair-choice';
import { WithdrawForm } from './withdraw-form';

export interface RemoveLiquidityProps {
  account: string | null;
  pools: readonly PoolRow[];
  tokens: ReadonlyMap<string, Token>;
}

export const POSITIONS_FAILED_TEXT = 'Your liquidity positions could not be read from the sidechain nodes.';
export const NO_POSITIONS_TEXT = 'You have no liquidity in any pool.';
export const noPositionText = (tokenPair: string) => `You have no liquidity in the ${tokenPair} pool.`;

/** Remove liquidity: one of the user's positions (or `?pair=`), then the withdrawal form of that pool. */
export function RemoveLiquidity({ account, pools, tokens }: RemoveLiquidityProps) {
  const [choice, choose] = usePairChoice();
  const positions = useData(liquidityPositionsQuery, account);
  if (!account) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>Log in to see your liquidity positions and withdraw from them.</Typography>
        <Button variant="contained" onClick={openLoginModal}>
          Log in
        </Button>
      </Stack>
    );
  }
  if (positions.failed && !positions.data) {
    return (
      <Alert severity="error" action={<Button onClick={positions.reload}>Retry</Button>}>
        {POSITIONS_FAILED_TEXT}
      </Alert>
    );
  }
  if (!positions.data) return <Skeleton variant="rounded" height={120} aria-label="Loading your positions" />;
  if (positions.data.size === 0) return <Typography>{NO_POSITIONS_TEXT}</Typography>;

  const pairs = [...positions.data.keys()].sort();
  const tokenPair = tokenPairOf(choice);
  const position = tokenPair ? positions.data.get(tokenPair) : undefined;
  const pool = pools.find((row) => row.tokenPair === tokenPair);
  const [base, quote] = tokenPair ? pairSymbols(tokenPair) : [];
  const baseToken = base ? tokens.get(base) : undefined;
  const quoteToken = quote ? tokens.get(quote) : undefined;

  return (
    <Stack spacing={3}>
      <TextField
        select
        label="Your position"
        value={position ? tokenPair : ''}
        onChange={(event) => {
          const [nextBase, nextQuote] = pairSymbols(event.target.value);
          choose({ base: nextBase, quote: nextQuote });
        }}
        helperText={tokenPair && !position ? noPositionText(tokenPair) : ' '}
        fullWidth
      >
        {pairs.map((pair) => (
          <MenuItem key={pair} value={pair}>
            {pair.replace(':', ' / ')}
          </MenuItem>
        ))}
      </TextField>
      {position && pool && baseToken && quoteToken && <WithdrawForm key={pool.tokenPair} pool={pool} position={position} base={baseToken} quote={quoteToken} />}
    </Stack>
  );
}
