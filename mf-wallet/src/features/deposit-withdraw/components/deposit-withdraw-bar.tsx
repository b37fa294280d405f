import { useSession } from '@tdx/session';
import { Button } from '@tdx/ui/overlay';
import { Stack } from '@tdx/ui';
import { lazy, Suspense, useState } from 'react';

// The dialogs load on first open: /wallet's first paint needs only the two buttons.
const DepositDialog = lazy(() => import('./deposit-dialog').then((module) => ({ default: module.DepositDialog })));
const WithdrawDialog = lazy(() => import('./withdraw-dialog').then((module) => ({ default: module.WithdrawDialog })));

type OpenDialog = 'deposit' | 'withdraw' | null;

/** The wallet's Deposit and Withdraw buttons and their dialogs (nothing for a signed-out visitor). */
export function DepositWithdrawBar() {
  const { user } = useSession();
  const [open, setOpen] = useState<OpenDialog>(null);
  if (!user) return null;
  const close = () => setOpen(null);
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => setOpen('deposit')}>
        Deposit
      </Button>
      <Button variant="outlined" onClick={() => setOpen('withdraw')}>
        Withdraw
      </Button>
      <Suspense fallback={null}>
        {open === 'deposit' && <DepositDialog account={user.username} open onClose={close} />}
        {open === 'withdraw' && <WithdrawDialog account={user.username} open onClose={close} />}
      </Suspense>
    </Stack>
  );
}
