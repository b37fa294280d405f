import { paths, type EvmNetwork } from '@tdx/contracts';
import { Link, useNavigate } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import { Alert, validateQuantity } from '@tdx/ui/extra';
import { Button, CircularProgress, TextField } from '@tdx/ui/overlay';
import { useState, type FormEvent } from 'react';
import type { Address } from 'viem';
import { chainTransactionUrl, ExternalLink } from '../../../shared';
import { findDepositTransfer } from '../api/find-deposit-transfer';
import { sendWalletTransaction, walletProblem, type Eip1193Provider } from '../api/web3-wallet';
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

type Sending =
  | { status: 'idle' }
  | { status: 'sending' }
  /** Sent; `tracked` false once the bridge did not list it in time. */
  | { status: 'sent'; hash: string; amount: string; tracked: boolean | null }
  | { status: 'problem'; message: string };

/**
 * Amount of a deposit sent from the connected wallet to the bridge's gateway. Once sent, the bridge's
 * transfer of that transaction is looked up and opened; the transaction stays shown until then (and
 * with a link to the transfer list if the bridge does not list it in time).
 */
export function EvmDepositForm({ account, option, network, networkName, chainId, gateway, wallet, address }: EvmDepositFormProps) {
  const navigate = useNavigate();
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
      setSending({ status: 'sent', hash, amount: quantity, tracked: null });
      const transferId = await findDepositTransfer(account, network, hash);
      if (transferId) navigate(paths.bridgeTx.href(transferId));
      else setSending({ status: 'sent', hash, amount: quantity, tracked: false });
    } catch (error) {
      setSending({ status: 'problem', message: walletProblem(error).message });
    }
  };

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
            <ExternalLink href={chainTransactionUrl(network, sending.hash)} label={`The transaction on ${networkName} in the block explorer`}>
              {sending.hash}
            </ExternalLink>
          </Typography>
          <Typography>
            {sending.tracked === false ? (
              <>
                The bridge has not listed it yet: it shows under <Link to={paths.bridgeTransfers.href({ account })}>your bridge transfers</Link> once it does.
              </>
            ) : (
              'Opening its transfer page once the bridge sees it…'
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
