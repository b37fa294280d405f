import BigNumber from 'bignumber.js';
import { useBroadcast, useData } from '@tdx/data';
import { Link } from '@tdx/router';
import { openLoginModal } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Alert, formatTokenAmount } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { balancesQuery, liquidityHref, poolParamsQuery, POOLS_KEY, type PoolRow } from '../../../shared';
import { allTokensQuery, tokenQuery } from '../api/token-queries';
import { createPoolAction } from '../model/actions';
import type { Side } from '../model/deposit';
import { FEE_SYMBOL, newPoolProblems } from '../model/new-pool';
import { tokenPairOf } from '../../../shared';
import { usePairChoice } from '../model/use-pair-choice';
import { PairPickers } from './pair-pickers';

export interface CreatePoolProps {
  account: string | null;
  pools: readonly PoolRow[];
}

export const STILL_READING_TEXT = 'The fee, your balance or the tokens are still being read. Try again in a moment.';

/** BEE has 8 decimals. */
const FEE_PRECISION = 8;

/** Create a pool: two different tokens without a pool, the live creation fee in BEE, and the broadcast; then "Add liquidity" to it. */
export function CreatePool({ account, pools }: CreatePoolProps) {
  const [choice, choose] = usePairChoice();
  const [picking, setPicking] = useState<Side | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const feeLineId = useId();
  const all = useData(allTokensQuery, picking ? undefined : null);
  const base = useData(tokenQuery, choice.base);
  const quote = useData(tokenQuery, choice.quote);
  const params = useData(poolParamsQuery, undefined);
  const balances = useData(balancesQuery, account);
  const broadcast = useBroadcast();
  const held = useMemo(() => (balances.data ? new Map([...balances.data].map(([symbol, row]) => [symbol, row.balance])) : undefined), [balances.data]);

  const fee = params.data ? new BigNumber(params.data.poolCreationFee) : null;
  const feeBalance = new BigNumber(held?.get(FEE_SYMBOL) ?? 0);
  // A token still being read counts as existing: the submit waits for both reads.
  const exists = (symbol: string) => (symbol === choice.base ? base.data : quote.data) !== null;
  const problems = account && fee ? newPoolProblems({ account, ...choice, pools, tokenExists: exists, feeBalance, fee }) : {};
  // A chosen token's refusal shows at once; "Choose the … token" once the user tries to create.
  const shown = (side: Side) => (!created && (submitted || choice[side] !== null) ? problems[side] : undefined);
  const tokenPair = tokenPairOf(choice);
  const ready = fee !== null && balances.data !== undefined && base.data !== undefined && quote.data !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account) return openLoginModal();
    setSubmitted(true);
    setNotice(ready ? null : STILL_READING_TEXT);
    if (!ready || !tokenPair || Object.keys(problems).length > 0 || broadcast.waiting) return;
    const outcome = await broadcast.run({
      actions: createPoolAction(tokenPair),
      displayName: `Create pool (${tokenPair})`,
      successMessage: `Pool ${tokenPair} created`,
      name: 'create-pool',
      invalidates: [POOLS_KEY],
    });
    if (outcome?.status === 'confirmed') setCreated(tokenPair);
  };

  const onChoose = (next: typeof choice) => {
    choose(next);
    setCreated(null);
    broadcast.reset();
  };

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label="Create a pool">
      <Typography color="text.secondary">
        The pool holds two tokens; prices are given in the quote token per base token. Anyone may then add liquidity to it.
      </Typography>
      <PairPickers
        choice={choice}
        onChoose={onChoose}
        tokens={{ data: all.data, failed: all.failed, reload: all.reload }}
        picking={picking}
        onPicking={setPicking}
        tokenOf={(symbol) => (symbol === choice.base ? base.data : quote.data) ?? undefined}
        problems={{ base: shown('base'), quote: shown('quote') }}
        balances={held}
        disabled={broadcast.waiting}
      />
      <Stack spacing={0.5} id={feeLineId}>
        <Typography>{fee ? `Pool creation costs ${formatTokenAmount(fee, FEE_PRECISION)} ${FEE_SYMBOL}.` : 'Reading the pool creation fee…'}</Typography>
        {account && held && (
          <Typography variant="body2" color="text.secondary">
            Your balance: {formatTokenAmount(feeBalance, FEE_PRECISION)} {FEE_SYMBOL}
          </Typography>
        )}
        {problems.fee && (
          <Typography variant="body2" color="error" role="alert">
            {problems.fee}
          </Typography>
        )}
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={broadcast.waiting} aria-describedby={feeLineId}>
        {broadcast.waiting ? <CircularProgress size={22} aria-label="Creating the pool" /> : account ? 'Create pool' : 'Log in to create a pool'}
      </Button>
      {(notice ?? broadcast.problem) && (
        <Alert severity={notice ? 'info' : 'error'} role="alert">
          {notice ?? broadcast.problem}
        </Alert>
      )}
      {created && (
        <Alert
          severity="success"
          role="status"
          action={
            <Button component={Link} to={liquidityHref('add', created)} color="inherit">
              Add liquidity
            </Button>
          }
        >
          The pool {created} exists now: add the first liquidity to set its price.
        </Alert>
      )}
    </Stack>
  );
}
