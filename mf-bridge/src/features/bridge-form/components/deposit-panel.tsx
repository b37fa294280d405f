import { useSettings } from '@tdx/settings';
import { Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { DEFAULT_PEG_ACCOUNT } from '../utils/peg';
import { disabledReason, type TransferOption } from '../utils/transfer-options';
import { ConverterDepositPanel } from './converter-deposit-panel';
import { EvmDepositPanel } from './evm-deposit-panel';
import { HiveDepositForm } from './hive-deposit-form';
import { OptionSelect } from './option-select';

export interface TransferPanelProps {
  account: string;
  options: TransferOption[];
  /** The chosen coin (null when none can be offered). */
  option: TransferOption | null;
  onChoose: (option: TransferOption) => void;
}

/** Deposit onto the sidechain: HIVE through the peg, other coins through the converter or an EVM bridge. */
export function DepositPanel({ account, options, option, onChoose }: TransferPanelProps) {
  const { settings } = useSettings();
  const reason = option ? disabledReason(option, 'deposit', settings) : null;
  return (
    <>
      <OptionSelect label="Coin to deposit" options={options} value={option} onChange={onChoose} />
      {reason && <Alert severity="warning">{reason}</Alert>}
      {option && !reason && option.kind === 'hive' && <HiveDepositForm account={account} pegAccount={settings?.hive_pegged_account ?? DEFAULT_PEG_ACCOUNT} />}
      {option && !reason && option.kind === 'converter' && <ConverterDepositPanel key={option.key} account={account} option={option} />}
      {option && !reason && option.kind === 'evm' && <EvmDepositPanel key={option.key} account={account} option={option} settings={settings} />}
      {!option && <Typography>No coin can be deposited right now.</Typography>}
    </>
  );
}
