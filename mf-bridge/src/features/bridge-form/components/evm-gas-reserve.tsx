import { Stack, Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { useState } from 'react';
import type { WithdrawalGas } from '../hooks/use-withdrawal-gas';
import { gasShortfall } from '../utils/gas-reserve';
import { GasFeeDepositDialog } from './gas-fee-deposit-dialog';

export const GAS_COIN_MISSING_TEXT = "The coin paying this bridge's gas is not configured on this site, so withdrawals cannot be sent.";
export const GAS_FEES_FAILED_TEXT = 'The bridge did not say what gas this withdrawal costs, so it cannot be sent right now.';
export const gasReserveTooLowText = (fee: string, reserve: string, symbol: string) =>
  `This withdrawal needs ${fee} ${symbol} of gas but your gas reserve holds ${reserve} ${symbol}. Deposit gas first.`;

export interface EvmGasReserveProps {
  account: string;
  gas: WithdrawalGas;
}

/** The withdrawal's gas fee, and for tokens the account's reserve with "Deposit gas fee" when it falls short. */
export function EvmGasReserve({ account, gas: { fees, fromReserve, nativeSymbol, bridgeAccount } }: EvmGasReserveProps) {
  const [depositing, setDepositing] = useState(false);
  if (fees.failed) {
    return (
      <Alert severity="error" action={<Button onClick={fees.reload}>Retry</Button>}>
        {GAS_FEES_FAILED_TEXT}
      </Alert>
    );
  }
  if (!fees.data) return <Typography color="text.secondary">Network gas fee: …</Typography>;
  if (!nativeSymbol || !bridgeAccount) return <Alert severity="error">{GAS_COIN_MISSING_TEXT}</Alert>;
  const { fee, reserve } = fees.data;
  if (!fromReserve) {
    return (
      <Typography>
        Network gas fee: {fee} {nativeSymbol}, taken off what you receive
      </Typography>
    );
  }
  const shortfall = gasShortfall(fee, reserve);
  return (
    <Stack spacing={1}>
      <Typography>
        Network gas fee: {fee} {nativeSymbol} · Your gas reserve: {reserve} {nativeSymbol}
      </Typography>
      {shortfall !== '0' && (
        <Alert severity="error" action={<Button onClick={() => setDepositing(true)}>Deposit gas fee</Button>}>
          {gasReserveTooLowText(fee, reserve, nativeSymbol)}
        </Alert>
      )}
      {depositing && (
        <GasFeeDepositDialog account={account} nativeSymbol={nativeSymbol} bridgeAccount={bridgeAccount} suggested={shortfall} onClose={() => setDepositing(false)} />
      )}
    </Stack>
  );
}
