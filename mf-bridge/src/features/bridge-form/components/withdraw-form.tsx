import { useBroadcast } from '@tdx/data';
import { paths, type Settings } from '@tdx/contracts';
import { Link, useNavigate } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import { Alert, formatTokenAmount } from '@tdx/ui/extra';
import { Button, CircularProgress, TextField } from '@tdx/ui/overlay';
import { useState, type FormEvent } from 'react';
import { MEMO_COINS, withdrawAction } from '../api/withdraw-actions';
import type { Withdrawable } from '../api/get-withdrawable';
import { useWithdrawalGas } from '../hooks/use-withdrawal-gas';
import { HIVE_PRECISION, PEG_MIN_WITHDRAWAL } from '../utils/peg';
import type { TransferOption } from '../utils/transfer-options';
import { withdrawalTransferId } from '../utils/transfer-ids';
import { withdrawQuote } from '../utils/withdraw-quote';
import { addressProblem, minimumWithdrawal, withdrawAmountProblem } from '../utils/withdraw-rules';
import { EvmGasReserve } from './evm-gas-reserve';

export const QUEUED_WARNING =
  'Withdrawals are queued: the peg service pays them out in HIVE to your Hive account, usually within minutes but sometimes later when the queue is long.';

export interface WithdrawFormProps {
  account: string;
  option: TransferOption;
  withdrawable: Withdrawable;
  settings: Settings | null;
}

/**
 * Amount (and receiving address) of one withdrawal, checked before anything is sent. Once the chain
 * confirms it, a bridge withdrawal opens its transfer page; a SWAP.HIVE one (the peg's queue, not a
 * bridge transfer) says it is queued.
 */
export function WithdrawForm({ account, option, withdrawable, settings }: WithdrawFormProps) {
  const action = useBroadcast();
  const navigate = useNavigate();
  const [queued, setQueued] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [address, setAddress] = useState('');
  const [memo, setMemo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [prepareProblem, setPrepareProblem] = useState<string | null>(null);

  const isHive = option.kind === 'hive';
  const hasOwnMemo = option.kind === 'converter' && MEMO_COINS.has(option.coin);
  const gas = useWithdrawalGas(option, account, settings);
  const precision = isHive ? HIVE_PRECISION : withdrawable.precision;
  const minimum = minimumWithdrawal(settings, option.pegged, isHive ? PEG_MIN_WITHDRAWAL : undefined);
  const amountProblem = withdrawAmountProblem(amount, { symbol: option.pegged, precision, minimum, available: withdrawable.available });
  const destinationProblem = isHive ? null : addressProblem(address, option.coin, option.kind === 'evm' ? 'evm' : 'converter');
  const showAmountProblem = (submitted || amount !== '') && amountProblem !== null;
  const showAddressProblem = (submitted || address !== '') && destinationProblem !== null;
  const quote = amountProblem === null ? withdrawQuote(option, amount.trim(), precision, gas?.fees.data?.fee) : null;
  const busy = preparing || action.waiting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (amountProblem || destinationProblem || gas?.blocks || busy) return;
    setPreparing(true);
    setPrepareProblem(null);
    setQueued(null);
    action.reset();
    const actions = await withdrawAction({ option, quantity: amount.trim(), address, memo }, settings).catch((error: unknown) => {
      console.error('Failed to prepare the withdrawal', error);
      setPrepareProblem(`The bridge service did not answer, nothing was sent: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    setPreparing(false);
    if (!actions) return;
    const outcome = await action.run({
      actions,
      displayName: `Withdraw ${option.pegged}`,
      successMessage: `Withdrawal of ${amount.trim()} ${option.pegged} requested`,
      name: 'withdraw',
    });
    if (outcome?.status !== 'confirmed') return;
    if (!isHive) {
      navigate(paths.bridgeTx.href(withdrawalTransferId(outcome.transactionId)));
      return;
    }
    setQueued(amount.trim());
    setAmount('');
    setSubmitted(false);
  };

  const problem = prepareProblem ?? action.problem;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={`${option.pegged} withdrawal`}>
      <Typography>
        Available: {formatTokenAmount(withdrawable.available, withdrawable.precision)} {option.pegged}
      </Typography>
      {minimum && (
        <Typography color="text.secondary">
          Minimum withdrawal: {minimum} {option.pegged}
        </Typography>
      )}
      <TextField
        label={`Amount (${option.pegged})`}
        value={amount}
        onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
        error={showAmountProblem}
        helperText={showAmountProblem ? amountProblem : `Up to ${precision} decimals`}
        disabled={busy}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        fullWidth
      />
      {gas && <EvmGasReserve account={account} gas={gas} />}
      {isHive ? (
        <Typography>HIVE is sent to your Hive account @{account}.</Typography>
      ) : (
        <TextField
          label={`Receiving ${option.coin} address`}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={showAddressProblem}
          helperText={showAddressProblem ? destinationProblem : undefined}
          disabled={busy}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          fullWidth
        />
      )}
      {hasOwnMemo && (
        <TextField
          label="Memo (optional)"
          value={memo}
          onChange={(event) => setMemo(event.target.value)}
          helperText={`Added after the bridge's memo, e.g. the memo your ${option.coin} exchange asks for`}
          disabled={busy}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 200 } }}
          fullWidth
        />
      )}
      <Typography>
        Fee{option.kind === 'evm' ? ` (1 %${option.contractAddress === null ? ', and the network gas fee is taken off what you receive' : ''})` : ' (0.75 %)'}: {quote ? `${quote.fee} ${option.pegged}` : '—'}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        You will receive{quote?.estimate ? ' about' : ''}: {quote ? `${quote.receive} ${option.coin}` : '—'}
      </Typography>
      {isHive && (
        <Alert severity="info">
          {QUEUED_WARNING} Your request then shows under <Link to={paths.walletPendingWithdrawals.href()}>Pending withdrawals</Link>.
        </Alert>
      )}
      {queued && (
        <Alert severity="success">
          Withdrawal of {queued} SWAP.HIVE queued: it shows under <Link to={paths.walletPendingWithdrawals.href()}>Pending withdrawals</Link> until the peg pays it out.
        </Alert>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
        {busy ? 'Waiting for confirmation…' : 'Withdraw'}
      </Button>
    </Stack>
  );
}
