import { paths } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { useSession } from '@tdx/session';
import { Stack } from '@tdx/ui';
import { Button } from '@tdx/ui/overlay';

/** The wallet's Deposit and Withdraw: links to the bridge's form, which does both (nothing for a signed-out visitor). */
export function BridgeLinksBar() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button component={Link} to={paths.bridge.href({ direction: 'deposit' })} variant="contained">
        Deposit
      </Button>
      <Button component={Link} to={paths.bridge.href({ direction: 'withdraw' })} variant="outlined">
        Withdraw
      </Button>
    </Stack>
  );
}
