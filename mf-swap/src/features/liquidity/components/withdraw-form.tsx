import BigNumber from 'bignumber.js';
import type { Token } from '@tdx/contracts';
import { fetchData, useBroadcast } from '@tdx/data';
import { Stack } from '@tdx/ui';
import { Alert, formatTokenAmount, InputAdornment } from '@tdx/ui/extra';
import { Button, CircularProgress, TextField } from '@tdx/ui/overlay';
import { useState, type FormEvent } from 'react';
import { POOLS_KEY, poolsQuery, positionShares, type LiquidityPosition, type PoolRow, FigureList } from '../../../shared';
import { removeLiquidityAction } from '../model/actions';
import { withdrawPercentProblem } from '../model/limits';
import { planWithdrawal, type WithdrawPlan } from '../model/withdraw';
import { PositionSummary } from './position-summary';

export interface WithdrawFormProps {
  pool: PoolRow;
  position: LiquidityPosition;
  base: Token;
  quote: Token;
}

const PRESETS = ['25', '50', '75', '100'];
export const TOO_SMALL_TEXT = 'This part of your position is too small to withdraw anything of both tokens. Raise the percentage.';
export const POOL_UNREADABLE_TEXT = 'The pool could not be read to check the withdrawal. Nothing was sent; try again.';

/** Withdraw a percentage of a position: presets and a field, the amounts as the contract pays them, the broadcast. */
export function WithdrawForm({ pool, position, base, quote }: WithdrawFormProps) {
  const names = { base: base.symbol, quote: quote.symbol };
  const precisions = { base: base.precision, quote: quote.precision };
  const [percent, setPercent] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [removed, setRemoved] = useState<string | null>(null);
  const broadcast = useBroadcast();
  const busy = checking || broadcast.waiting;

  const percentProblem = withdrawPercentProblem(percent);
  const planOn = (onPool: PoolRow): WithdrawPlan => planWithdrawal(onPool, positionShares(position), new BigNumber(percent), precisions);
  const plan = percentProblem === null ? planOn(pool) : null;
  const fieldProblem = (submitted || percent !== '' ? percentProblem : null) ?? (plan?.kind === 'insufficient-liquidity' ? TOO_SMALL_TEXT : null);
  const paid = (out: { base: BigNumber; quote: BigNumber }) => `${formatTokenAmount(out.base, base.precision)} ${base.symbol} and ${formatTokenAmount(out.quote, quote.precision)} ${quote.symbol}`;

  const choose = (value: string) => {
    setPercent(value);
    setNotice(null);
    setRemoved(null);
    broadcast.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (percentProblem !== null || plan?.kind !== 'withdraw' || busy) return;
    setChecking(true);
    let fresh: WithdrawPlan;
    try {
      fresh = planOn((await fetchData(poolsQuery, undefined)).find((row) => row.tokenPair === pool.tokenPair) ?? pool);
    } catch {
      return setNotice(POOL_UNREADABLE_TEXT);
    } finally {
      setChecking(false);
    }
    if (fresh.kind !== 'withdraw') return setNotice(TOO_SMALL_TEXT);
    const outcome = await broadcast.run({
      actions: removeLiquidityAction(pool.tokenPair, percent),
      displayName: `Remove liquidity (${pool.tokenPair})`,
      successMessage: `Withdrew ${paid(fresh.out)} from the ${pool.tokenPair} pool`,
      name: 'remove-liquidity',
      invalidates: [POOLS_KEY],
    });
    if (outcome?.status === 'confirmed') {
      setPercent('');
      setSubmitted(false);
      setRemoved(`Liquidity removed: ${paid(fresh.out)}.`);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={`Remove liquidity from ${pool.tokenPair}`}>
      <PositionSummary pool={pool} position={position} names={names} precisions={precisions} />
      <Stack direction="row" spacing={1} role="group" aria-label="Part of your position" sx={{ flexWrap: 'wrap' }} useFlexGap>
        {PRESETS.map((preset) => (
          <Button key={preset} variant={percent === preset ? 'contained' : 'outlined'} aria-pressed={percent === preset} onClick={() => choose(preset)} disabled={busy}>
            {preset} %
          </Button>
        ))}
      </Stack>
      <TextField
        label="Percentage to withdraw"
        value={percent}
        onChange={(event) => choose(event.target.value.trim().replace(',', '.'))}
        error={fieldProblem !== null}
        helperText={fieldProblem ?? 'Up to 100 %, with at most 3 decimals.'}
        disabled={busy}
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          formHelperText: { 'aria-live': 'polite' },
        }}
      />
      {plan?.kind === 'withdraw' && <FigureList figures={[['You receive', paid(plan.out)]]} />}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? <CircularProgress size={22} aria-label="Removing liquidity" /> : 'Remove liquidity'}
      </Button>
      {(notice ?? broadcast.problem) && (
        <Alert severity={notice ? 'warning' : 'error'} role="alert">
          {notice ?? broadcast.problem}
        </Alert>
      )}
      {removed && (
        <Alert severity="success" role="status">
          {removed}
        </Alert>
      )}
    </Stack>
  );
}
