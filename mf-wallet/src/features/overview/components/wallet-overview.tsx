import { REMOTES } from '@tdx/contracts';
import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { AreaNotBuilt, formatTokenAmount, Paper, Skeleton } from '@tdx/ui/extra';
import { useBalance, type BalanceState } from '../api/get-balance';

/** The native token whose balance proves the sidechain read path inside the parcel. */
const PROBE_SYMBOL = 'BEE';
const PROBE_PRECISION = 8;

function BalanceText({ state }: { state: BalanceState }) {
  if (state.status === 'loading') return <Skeleton width={120} aria-label="Loading balance" />;
  if (state.status === 'failed') return <Typography role="alert">Balance unavailable</Typography>;
  const amount = state.balance?.balance ?? '0';
  return (
    <Typography data-testid="wallet-bee-balance">
      {formatTokenAmount(amount, PROBE_PRECISION)} {PROBE_SYMBOL}
    </Typography>
  );
}

function SignedInOverview({ username }: { username: string }) {
  const balance = useBalance(username, PROBE_SYMBOL);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h1">
          Wallet of <span data-testid="wallet-username">{username}</span>
        </Typography>
        <BalanceText state={balance} />
      </Stack>
    </Paper>
  );
}

/** /wallet until the wallet issue lands: the signed-in account, its BEE balance, and the honest "not built yet". */
export function WalletOverview() {
  const { user } = useSession();
  return (
    <Stack spacing={2}>
      {user && <SignedInOverview username={user.username} />}
      <AreaNotBuilt area={REMOTES.mf_wallet.area} />
    </Stack>
  );
}
