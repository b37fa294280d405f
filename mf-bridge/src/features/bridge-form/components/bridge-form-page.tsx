import { paths } from '@tdx/contracts';
import { Link, useLocation, useNavigate } from '@tdx/router';
import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Tab, Tabs } from '@tdx/ui/extra';
import { formChoiceOf, optionOf } from '../utils/form-choice';
import type { TransferDirection, TransferOption } from '../utils/transfer-options';
import { DepositPanel } from './deposit-panel';
import { TransferListsFrame } from './transfer-lists-frame';
import { WithdrawPanel } from './withdraw-panel';

/**
 * /bridge: one form for both directions and every bridge (HIVE through the peg, the converter's
 * coins, the EVM chains' coins and tokens). The direction and the coin live in the address
 * (`?direction=withdraw&symbol=SWAP.BTC`), so a link (the wallet's Deposit and Withdraw) opens it prefilled.
 */
export function BridgeFormPage() {
  const { user } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { direction, symbol } = formChoiceOf(search);
  const choose = (next: { direction: TransferDirection; symbol: string | null }) =>
    navigate(paths.bridge.href({ direction: next.direction, symbol: next.symbol ?? undefined }), { replace: true });
  const chooseOption = (option: TransferOption) => choose({ direction, symbol: direction === 'deposit' ? option.coin : option.pegged });

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        Deposit and withdraw
      </Typography>
      <Typography color="text.secondary">
        Move coins between Hive Engine and other chains. Every transfer can be followed under{' '}
        <Link to={paths.bridgeTransfers.href(user ? { account: user.username } : {})}>Bridge transfers</Link>.
      </Typography>
      <Tabs value={direction} onChange={(_, value: TransferDirection) => choose({ direction: value, symbol })} aria-label="Direction">
        <Tab value="deposit" label="Deposit" />
        <Tab value="withdraw" label="Withdraw" />
      </Tabs>
      {!user ? (
        <Alert severity="info">Log in to deposit or withdraw.</Alert>
      ) : (
        <TransferListsFrame>
          {(options) =>
            direction === 'deposit' ? (
              <DepositPanel account={user.username} options={options} option={optionOf(options, symbol)} onChoose={chooseOption} />
            ) : (
              <WithdrawPanel account={user.username} options={options} option={optionOf(options, symbol)} onChoose={chooseOption} />
            )
          }
        </TransferListsFrame>
      )}
    </Stack>
  );
}
