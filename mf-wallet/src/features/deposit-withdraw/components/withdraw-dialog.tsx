import { useData } from '@tdx/data';
import { useSettings } from '@tdx/settings';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { useState } from 'react';
import { withdrawableQuery } from '../api/get-withdrawable';
import { disabledReason, type TransferOption } from '../utils/transfer-options';
import type { TransferDialogProps } from './deposit-dialog';
import { OptionSelect } from './option-select';
import { TransferDialogFrame } from './transfer-dialog-frame';
import { WithdrawForm } from './withdraw-form';

function WithdrawPanel({ account, option, onClose }: { account: string; option: TransferOption; onClose: () => void }) {
  const { settings } = useSettings();
  const withdrawable = useData(withdrawableQuery, { account, symbol: option.pegged });
  const reason = disabledReason(option, 'withdraw', settings);
  if (reason) return <Alert severity="warning">{reason}</Alert>;
  if (withdrawable.failed) return <Alert severity="error">Your {option.pegged} balance could not be read. The sidechain nodes did not answer.</Alert>;
  if (!withdrawable.data) return <Skeleton variant="rectangular" height={120} aria-label="Loading your balance" />;
  return <WithdrawForm account={account} option={option} withdrawable={withdrawable.data} settings={settings} onWithdrawn={onClose} />;
}

/** Withdraw from the sidechain: SWAP.HIVE through the peg, other coins through the converter or an EVM bridge. */
export function WithdrawDialog({ account, open, onClose }: TransferDialogProps) {
  const [option, setOption] = useState<TransferOption | null>(null);
  return (
    <TransferDialogFrame title="Withdraw" open={open} onClose={onClose}>
      {({ options }) => {
        const chosen = option ?? options[0] ?? null;
        return (
          <>
            <OptionSelect label="Token to withdraw" options={options} labelOf={(o) => `${o.pegged} → ${o.label}`} value={chosen} onChange={setOption} />
            {chosen && <WithdrawPanel key={chosen.key} account={account} option={chosen} onClose={onClose} />}
          </>
        );
      }}
    </TransferDialogFrame>
  );
}
