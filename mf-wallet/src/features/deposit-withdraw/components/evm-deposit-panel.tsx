import type { Settings } from '@tdx/contracts';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { getRegisteredEvmAddress } from '../api/get-deposit-instructions';
import { useLoad } from '../hooks/use-load';
import { evmBridgeSettings, NETWORK_NAMES, type TransferOption } from '../utils/transfer-options';
import { CopyField } from './copy-field';

export interface EvmDepositPanelProps {
  account: string;
  option: Extract<TransferOption, { kind: 'evm' }>;
  settings: Settings | null;
}

/** Deposit of a bridged EVM token: send it from the registered address to the bridge's gateway. */
export function EvmDepositPanel({ account, option, settings }: EvmDepositPanelProps) {
  const network = NETWORK_NAMES[option.network];
  const registered = useLoad(`evm-address:${option.network}:${account}`, () => getRegisteredEvmAddress(option.network, account));
  const bridge = evmBridgeSettings(settings, option.network);
  if (!bridge) return <Alert severity="warning">The {network} bridge is not configured on this site.</Alert>;
  if (registered.status === 'loading') return <Skeleton variant="rectangular" height={96} aria-label="Loading your registered address" />;
  if (registered.status === 'failed') return <Alert severity="error">The {network} bridge did not answer. Try again in a moment.</Alert>;
  if (registered.value === null) {
    return (
      <Alert severity="info">
        @{account} has no {network} address registered with the bridge. Register the address you will send from before depositing; deposits from
        other addresses are not credited.
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography>
        Send {option.coin} on {network} from your registered address to the bridge's gateway address. It arrives as {option.pegged} in @{account} once{' '}
        {network} confirms it. Do not use gas-sponsored or "smart" transactions: the bridge does not see them.
      </Typography>
      <CopyField label="Your registered address" value={registered.value} />
      <CopyField label="Gateway address" value={bridge.gateway_address} />
    </Stack>
  );
}
