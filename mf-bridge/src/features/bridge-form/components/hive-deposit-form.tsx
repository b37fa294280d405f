import { notify, Stack, Typography } from '@tdx/ui';
import { Alert, formatTokenAmount, validateQuantity } from '@tdx/ui/extra';
import { Button, CircularProgress, TextField } from '@tdx/ui/overlay';
import { dataChanged, dataKeys, useData } from '@tdx/data';
import BigNumber from 'bignumber.js';
import { useState, type FormEvent } from 'react';
import { depositHive } from '../api/deposit-hive';
import { hiveBalanceQuery } from '../api/get-hive-balance';
import { HIVE_PRECISION, pegQuote } from '../utils/peg';

export const FEE_TOO_HIGH_TEXT = 'The amount must be larger than the 0.001 HIVE minimum fee';

/** What is wrong with a HIVE deposit amount, or null. */
export function depositAmountProblem(value: string, available: string | undefined): string | null {
  const problem = validateQuantity(value, { precision: HIVE_PRECISION, available });
  if (problem) return problem;
  return new BigNumber(pegQuote(value.trim()).receive).isGreaterThan(0) ? null : FEE_TOO_HIGH_TEXT;
}

export interface HiveDepositFormProps {
  account: string;
  pegAccount: string;
}

/**
 * HIVE → SWAP.HIVE: a Keychain transfer to the peg account with the hivepegged memo, confirmed once the
 * sidechain ran its `hivepegged.buy` (the peg is not a bridge transfer: there is no transfer page to open).
 */
export function HiveDepositForm({ account, pegAccount }: HiveDepositFormProps) {
  const balance = useData(hiveBalanceQuery, account);
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [credited, setCredited] = useState<string | null>(null);

  const available = balance.data;
  const problem = depositAmountProblem(amount, available);
  const showProblem = (submitted || amount !== '') && problem !== null;
  const quote = problem === null ? pegQuote(amount.trim()) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || sending) return;
    setSending(true);
    setFailure(null);
    setCredited(null);
    const quantity = amount.trim();
    const outcome = await depositHive(account, pegAccount, quantity);
    setSending(false);
    if (outcome.status === 'problem') {
      setFailure(outcome.message);
      return;
    }
    notify({ description: `Deposit of ${quantity} HIVE confirmed`, variant: 'success' });
    dataChanged([dataKeys.account(account)]);
    setCredited(`${pegQuote(quantity).receive} SWAP.HIVE credited to @${account} for your ${quantity} HIVE.`);
    setAmount('');
    setSubmitted(false);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="HIVE deposit">
      <Typography>
        Available on Hive:{' '}
        {available !== undefined ? `${formatTokenAmount(available, HIVE_PRECISION)} HIVE` : balance.failed ? 'unavailable (the Hive nodes did not answer)' : '…'}
      </Typography>
      <TextField
        label="Amount (HIVE)"
        value={amount}
        onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
        error={showProblem}
        helperText={showProblem ? problem : 'Up to 3 decimals'}
        disabled={sending}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        fullWidth
      />
      <Typography>Fee (0.75 %, at least 0.001 HIVE): {quote ? `${quote.fee} HIVE` : '—'}</Typography>
      <Typography sx={{ fontWeight: 600 }}>You will receive: {quote ? `${quote.receive} SWAP.HIVE` : '—'}</Typography>
      {credited && <Alert severity="success">{credited}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button type="submit" variant="contained" disabled={sending} startIcon={sending ? <CircularProgress size={16} /> : undefined}>
        {sending ? 'Waiting for confirmation…' : 'Deposit'}
      </Button>
    </Stack>
  );
}
