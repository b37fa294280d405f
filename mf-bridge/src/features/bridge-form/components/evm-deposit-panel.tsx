import type { EvmBridgeSettings, Settings } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import { registeredEvmAddressQuery } from '../api/get-deposit-instructions';
import { useWeb3Wallet, type Web3WalletState } from '../hooks/use-web3-wallet';
import { parseChainId, sameAddress } from '../utils/evm-chain';
import { evmBridgeSettings, NETWORK_NAMES, type EvmOption } from '../utils/transfer-options';
import { EvmAddressRegistration } from './evm-address-registration';
import { EvmDepositForm } from './evm-deposit-form';

export const SMART_TRANSACTIONS_WARNING =
  'Send a plain transaction: turn off MetaMask "smart transactions" and do not use gas-sponsored or relayed transfers. The bridge only sees direct transfers from your registered address, and anything else is lost.';
export const addressMismatchText = (account: string) =>
  `The connected address is not the one registered for @${account}. The bridge would not credit a deposit from it: switch to the registered account in your wallet, or register the connected address instead.`;

export interface EvmDepositPanelProps {
  account: string;
  option: EvmOption;
  settings: Settings | null;
}

/** Deposit of an EVM chain's coin or token from the user's Web3 wallet, once its address is registered with the bridge. */
export function EvmDepositPanel({ account, option, settings }: EvmDepositPanelProps) {
  const networkName = NETWORK_NAMES[option.network];
  const bridge = evmBridgeSettings(settings, option.network);
  const chainId = parseChainId(bridge?.chain_id);
  if (!bridge || chainId === null) return <Alert severity="warning">The {networkName} bridge is not configured on this site.</Alert>;
  return <ConfiguredEvmDeposit account={account} option={option} bridge={bridge} chainId={chainId} networkName={networkName} />;
}

interface ConfiguredEvmDepositProps {
  account: string;
  option: EvmOption;
  bridge: EvmBridgeSettings;
  chainId: bigint;
  networkName: string;
}

type ConnectedWallet = Extract<Web3WalletState, { status: 'connected' }>;

function ConfiguredEvmDeposit({ account, option, bridge, chainId, networkName }: ConfiguredEvmDepositProps) {
  const registered = useData(registeredEvmAddressQuery, { network: option.network, account });
  const { state: wallet, connect } = useWeb3Wallet(chainId, networkName);
  /** What the deposit form and the address registration both need of the connected wallet. */
  const connection = ({ wallet: provider, address }: ConnectedWallet) => ({ account, network: option.network, networkName, wallet: provider, address });

  return (
    <Stack spacing={2}>
      <Typography>
        Send {option.coin} on {networkName} from your Web3 wallet (no deposit fee). It arrives as {option.pegged} in @{account} once {networkName}{' '}
        confirms it.
      </Typography>
      <Alert severity="warning">{SMART_TRANSACTIONS_WARNING}</Alert>
      {registered.loading && registered.data === undefined ? (
        <Skeleton variant="rectangular" height={40} aria-label="Loading your registered address" />
      ) : registered.failed ? (
        <Alert severity="error" action={<Button onClick={registered.reload}>Retry</Button>}>
          The {networkName} bridge did not answer, so your registered address is unknown. Try again in a moment.
        </Alert>
      ) : (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Address registered for @{account}: {registered.data ?? 'none yet'}
        </Typography>
      )}
      {wallet.status === 'connected' ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>Connected wallet address: {wallet.address}</Typography>
      ) : (
        <Button variant="outlined" onClick={connect} disabled={wallet.status === 'connecting'} startIcon={wallet.status === 'connecting' ? <CircularProgress size={16} /> : undefined}>
          Connect Web3 wallet
        </Button>
      )}
      {wallet.status === 'failed' && <Alert severity="error">{wallet.message}</Alert>}
      {wallet.status === 'connected' && registered.data !== undefined && !registered.failed && (
        <>
          {registered.data !== null && !sameAddress(registered.data, wallet.address) && <Alert severity="error">{addressMismatchText(account)}</Alert>}
          {registered.data !== null && sameAddress(registered.data, wallet.address) ? (
            <EvmDepositForm {...connection(wallet)} option={option} chainId={chainId} gateway={bridge.gateway_address} />
          ) : (
            <EvmAddressRegistration
              {...connection(wallet)}
              bridge={bridge}
              replacing={registered.data !== null}
              onRegistered={registered.reload}
            />
          )}
        </>
      )}
    </Stack>
  );
}
