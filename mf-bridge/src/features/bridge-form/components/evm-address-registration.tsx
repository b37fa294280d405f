import type { EvmBridgeSettings, EvmNetwork } from '@tdx/contracts';
import { Stack, Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import { useState } from 'react';
import type { Address } from 'viem';
import { registerEvmAddress, REGISTRATION_FEE, waitForRegistration } from '../api/register-evm-address';
import type { Eip1193Provider } from '../api/web3-wallet';

export const REGISTRATION_PENDING_TEXT = 'The bridge has not recorded your address yet. It can take a few minutes: check again in a moment.';

export interface EvmAddressRegistrationProps {
  account: string;
  network: EvmNetwork;
  networkName: string;
  bridge: EvmBridgeSettings;
  wallet: Eip1193Provider;
  address: Address;
  /** The account already has another address registered (this replaces it). */
  replacing: boolean;
  /** The bridge now reports the new address. */
  onRegistered: () => void;
}

type Step = { status: 'idle' } | { status: 'sending' } | { status: 'waiting' } | { status: 'pending' } | { status: 'problem'; message: string };

/** Registers (or replaces) the connected address with the bridge: a signature in the Web3 wallet, then a 0.001 HIVE Keychain transfer. */
export function EvmAddressRegistration({ account, network, networkName, bridge, wallet, address, replacing, onRegistered }: EvmAddressRegistrationProps) {
  const [step, setStep] = useState<Step>({ status: 'idle' });
  const busy = step.status === 'sending' || step.status === 'waiting';

  const waitForBridge = async () => {
    setStep({ status: 'waiting' });
    if (await waitForRegistration(network, account, address)) onRegistered();
    else setStep({ status: 'pending' });
  };

  const register = async () => {
    setStep({ status: 'sending' });
    const outcome = await registerEvmAddress({ account, network, bridge, wallet, address });
    if (outcome.status === 'problem') setStep(outcome);
    else await waitForBridge();
  };

  return (
    <Stack spacing={1.5}>
      <Typography>
        {replacing ? 'Replace the registered address with the connected one' : 'Register the connected address'}: you sign your account name in
        your Web3 wallet, then approve a {REGISTRATION_FEE} HIVE transfer to @{bridge.account} in Keychain. The {networkName} bridge then credits
        deposits from this address to @{account}.
      </Typography>
      {step.status === 'problem' && <Alert severity="error">{step.message}</Alert>}
      {step.status === 'pending' && (
        <Alert severity="info" action={<Button onClick={() => void waitForBridge()}>Check again</Button>}>
          {REGISTRATION_PENDING_TEXT}
        </Alert>
      )}
      <Button variant="contained" onClick={() => void register()} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
        {step.status === 'waiting' ? 'Waiting for the bridge…' : replacing ? 'Update registered address' : 'Register address'}
      </Button>
    </Stack>
  );
}
