import type { EvmNetwork } from '@tdx/contracts';
import { Stack, Typography } from '@tdx/ui';
import { Alert, validateQuantity } from '@tdx/ui/extra';
import { Button, CircularProgress, TextField } from '@tdx/ui/overlay';
import { useState, type FormEvent } from 'react';
import type { Address } from 'viem';
import { sendWalletTransaction, walletProblem, type Eip1193Provider } from '../api/web3-wallet';
import { evmTransactionUrl } from '../utils/evm-chain';
import { depositTransaction } from '../utils/evm-deposit-request';
import type { EvmOption } from '../utils/transfer-options';

export interface EvmDepositFormProps {
  account: string;
  option: EvmOption;
  network: EvmNetwork;
  networkName: string;
  chainId: bigint;
  gateway: string;
  wallet: Eip1193Provider;
  address: Address;
}

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; hash: string; amount: string } | { status: 'problem'; message: string };

/** Amount of a deposit sent from the connected wallet to the bridge's gateway; shows the transaction once sent. */
export function EvmDepositForm({ account, option, network, networkName, chainId, gateway, wallet, address }: EvmDepositFormProps) {
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const problem = validateQuantity(amount, { precision: option.evmPrecision });
  const showProblem = (submitted || amount !== '') && problem !== null;
  const busy = sending.status === 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || busy) return;
    const quantity = amount.trim();
    setSending({ status: 'sending' });
    try {
      const hash = await sendWalletTransaction(wallet, chainId, networkName, depositTransaction(option, address, gateway, quantity));
      setSending({ status: 'sent', hash, amount: quantity });
    } catch (error) {
      setSending({ status: 'problem', message: walletProblem(error).message });
    }
  };

  const explorerUrl = sending.status === 'sent' ? evmTransactionUrl(network, sending.hash) : null;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={`${option.coin} deposit`}>
      <TextField
        label={`Amount (${option.coin})`}
        value={amount}
        onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
        error={showProblem}
        helperText={showProblem ? problem : `Up to ${option.evmPrecision} decimals, no deposit fee`}
        disabled={busy}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        fullWidth
      />
      {sending.status === 'problem' && <Alert severity="error">{sending.message}</Alert>}
      {sending.status === 'sent' && (
        <Alert severity="success">
          <Typography>
            {sending.amount} {option.coin} sent to the bridge. {option.pegged} arrives in @{account} once {networkName} confirms the transaction.
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            Transaction:{' '}
            {explorerUrl ? (
              <a href={explorerUrl} target="_blank" rel="noopener noreferrer">
                {sending.hash}
              </a>
            ) : (
              sending.hash
            )}
          </Typography>
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
        {busy ? 'Confirm in your wallet…' : 'Send from wallet'}
      </Button>
    </Stack>
  );
}
