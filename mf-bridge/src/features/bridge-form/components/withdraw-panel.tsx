import { useData } from '@tdx/data';
import { useSettings } from '@tdx/settings';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { withdrawableQuery } from '../api/get-withdrawable';
import { disabledReason, type TransferOption } from '../utils/transfer-options';
import type { TransferPanelProps } from './deposit-panel';
import { OptionSelect } from './option-select';
import { WithdrawForm } from './withdraw-form';

function WithdrawBody({ account, option }: { account: string; option: TransferOption }) {
  const { settings } = useSettings();
  const withdrawable = useData(withdrawableQuery, { account, symbol: option.pegged });
  const reason = disabledReason(option, 'withdraw', settings);
  if (reason) return <Alert severity="warning">{reason}</Alert>;
  if (withdrawable.failed) return <Alert severity="error">Your {option.pegged} balance could not be read. The sidechain nodes did not answer.</Alert>;
  if (!withdrawable.data) return <Skeleton variant="rectangular" height={120} aria-label="Loading your balance" />;
  return <WithdrawForm account={account} option={option} withdrawable={withdrawable.data} settings={settings} />;
}

/** Withdraw from the sidechain: SWAP.HIVE through the peg, other coins through the converter or an EVM bridge. */
export function WithdrawPanel({ account, options, option, onChoose }: TransferPanelProps) {
  return (
    <>
      <OptionSelect label="Token to withdraw" options={options} labelOf={(o) => `${o.pegged} → ${o.label}`} value={option} onChange={onChoose} />
      {option && <WithdrawBody key={option.key} account={account} option={option} />}
    </>
  );
}
