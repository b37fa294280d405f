import { useSettings } from '@tdx/settings';
import { Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { useState } from 'react';
import { DEFAULT_PEG_ACCOUNT } from '../utils/peg';
import { disabledReason, type TransferOption } from '../utils/transfer-options';
import { ConverterDepositPanel } from './converter-deposit-panel';
import { EvmDepositPanel } from './evm-deposit-panel';
import { HiveDepositForm } from './hive-deposit-form';
import { OptionSelect } from './option-select';
import { TransferDialogFrame } from './transfer-dialog-frame';

export interface TransferDialogProps {
  account: string;
  open: boolean;
  onClose: () => void;
}

function DepositBody({ account, options, onClose }: { account: string; options: TransferOption[]; onClose: () => void }) {
  const { settings } = useSettings();
  const [option, setOption] = useState<TransferOption | null>(options[0] ?? null);
  const reason = option ? disabledReason(option, 'deposit', settings) : null;
  return (
    <>
      <OptionSelect label="Coin to deposit" options={options} value={option} onChange={setOption} />
      {reason && <Alert severity="warning">{reason}</Alert>}
      {option && !reason && option.kind === 'hive' && (
        <HiveDepositForm account={account} pegAccount={settings?.hive_pegged_account ?? DEFAULT_PEG_ACCOUNT} onDeposited={onClose} />
      )}
      {option && !reason && option.kind === 'converter' && <ConverterDepositPanel key={option.key} account={account} option={option} />}
      {option && !reason && option.kind === 'evm' && <EvmDepositPanel key={option.key} account={account} option={option} settings={settings} />}
      {!option && <Typography>No coin can be deposited right now.</Typography>}
    </>
  );
}

/** Deposit onto the sidechain: HIVE through the peg, other coins through the converter or an EVM bridge. */
export function DepositDialog({ account, open, onClose }: TransferDialogProps) {
  return (
    <TransferDialogFrame title="Deposit" open={open} onClose={onClose}>
      {({ options }) => <DepositBody account={account} options={options} onClose={onClose} />}
    </TransferDialogFrame>
  );
}
