import BigNumber from 'bignumber.js';
import type { Balance, Token } from '@tdx/contracts';
import { TokenAmountField } from '@tdx/controls';
import { fetchData, useBroadcast, useData } from '@tdx/data';
import { openLoginModal } from '@tdx/session';
import { Stack } from '@tdx/ui';
import { Alert, formatTokenAmount } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import { useState, type FormEvent } from 'react';
import { hasLiquidity, poolAmount, POOLS_KEY, poolMetricsQuery, poolsQuery, positionShares, type LiquidityPosition, type PoolRow, FigureList } from '../../../shared';
import { addLiquidityAction } from '../model/actions';
import { isEmptyPool, orderBookPrice, planDeposit, type DepositPlan, type PairAmounts } from '../model/deposit';
import { depositProblemText, priceText } from '../model/deposit-text';
import { DEFAULT_MAX_DEVIATION, DEFAULT_MAX_PRICE_IMPACT, maxDeviationProblem, maxPriceImpactProblem } from '../model/limits';
import { usePairAmounts } from '../model/use-pair-amounts';
import { AdvancedLimits, type Limits } from './advanced-limits';
import { DepositPreview } from './deposit-preview';
import { FirstDepositNotice } from './first-deposit-notice';
import { PositionSummary } from './position-summary';

export interface DepositFormProps {
  /** The signed-in account, or null for a visitor. */
  account: string | null;
  pool: PoolRow;
  base: Token;
  quote: Token;
  /** The account's balances and position (undefined while loading or for a visitor). */
  balances: ReadonlyMap<string, Balance> | undefined;
  position: LiquidityPosition | undefined;
}

export const BALANCES_LOADING_TEXT = 'Your balances are still loading. Try again in a moment.';
export const POOLS_UNREADABLE_TEXT = 'The pool could not be read to check the deposit. Nothing was sent; try again.';

const DEFAULT_LIMITS: Limits = { maxPriceImpact: DEFAULT_MAX_PRICE_IMPACT, maxDeviation: DEFAULT_MAX_DEVIATION };

/** The deposit into one pool: both amounts at the pool ratio, the limits, the preview, and its broadcast. */
export function DepositForm({ account, pool, base, quote, balances, position }: DepositFormProps) {
  const names = { base: base.symbol, quote: quote.symbol };
  const precisions = { base: base.precision, quote: quote.precision };
  const balanceOf = (token: Token) => (account && balances ? (balances.get(token.symbol)?.balance ?? '0') : undefined);
  const amounts = usePairAmounts(pool, precisions, { base: balanceOf(base), quote: balanceOf(quote) });
  const [limits, setLimits] = useState(DEFAULT_LIMITS);
  const [advanced, setAdvanced] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const broadcast = useBroadcast();
  const empty = isEmptyPool(pool);
  const metrics = useData(poolMetricsQuery, empty ? undefined : null);
  const orderBook = metrics.data ? orderBookPrice(metrics.data, base.symbol, quote.symbol) : null;
  const limitsValid = maxPriceImpactProblem(limits.maxPriceImpact) === null && maxDeviationProblem(limits.maxDeviation) === null;
  const busy = checking || broadcast.waiting;

  const planFor = (onPool: PoolRow, offered: PairAmounts): DepositPlan =>
    planDeposit({
      pool: onPool,
      offered,
      precisions,
      maxPriceImpact: new BigNumber(limits.maxPriceImpact),
      maxDeviation: new BigNumber(limits.maxDeviation),
      orderBook,
      balances: { base: new BigNumber(balanceOf(base) ?? Infinity), quote: new BigNumber(balanceOf(quote) ?? Infinity) },
      shares: position ? positionShares(position) : new BigNumber(0),
    });
  const plan = amounts.offered && limitsValid ? planFor(pool, amounts.offered) : null;
  const problem = plan && depositProblemText(plan, names, limits);

  const edited = () => {
    setNotice(null);
    setAdded(null);
    broadcast.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account) return openLoginModal();
    const offered = amounts.confirm();
    if (!limitsValid) setAdvanced(true);
    // A refusal of the amounts as they stand is already shown beside them.
    if (!offered || !limitsValid || busy || problem) return;
    if (!balances) return setNotice(BALANCES_LOADING_TEXT);
    setChecking(true);
    let fresh: DepositPlan;
    try {
      const current = (await fetchData(poolsQuery, undefined)).find((row) => row.tokenPair === pool.tokenPair) ?? pool;
      fresh = planFor(current, offered);
    } catch {
      return setNotice(POOLS_UNREADABLE_TEXT);
    } finally {
      setChecking(false);
    }
    const refusal = depositProblemText(fresh, names, limits);
    if (refusal) return setNotice(refusal);
    const given = `${formatTokenAmount(offered.base, base.precision)} ${base.symbol} and ${formatTokenAmount(offered.quote, quote.precision)} ${quote.symbol}`;
    const outcome = await broadcast.run({
      actions: addLiquidityAction({ tokenPair: pool.tokenPair, amounts: offered, precisions, ...limits }),
      displayName: `Add liquidity (${pool.tokenPair})`,
      successMessage: `Added ${given} to the ${pool.tokenPair} pool`,
      name: 'add-liquidity',
      invalidates: [POOLS_KEY],
    });
    if (outcome?.status === 'confirmed') {
      amounts.clear();
      setAdded(`Liquidity added: ${given}.`);
    }
  };

  const typed = (setValue: (text: string) => void) => (text: string) => {
    edited();
    setValue(text);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={`Add liquidity to ${pool.tokenPair}`}>
      {hasLiquidity(pool) && <FigureList figures={[['Pool price', priceText(poolAmount(pool.quoteQuantity).div(poolAmount(pool.baseQuantity)), names)]]} />}
      {account && position && <PositionSummary pool={pool} position={position} names={names} precisions={precisions} />}
      {empty && <FirstDepositNotice names={names} orderBook={orderBook} maxDeviation={limits.maxDeviation} />}
      <TokenAmountField label={`Amount of ${base.symbol}`} symbol={base.symbol} amount={{ ...amounts.base, setValue: typed(amounts.base.setValue) }} disabled={busy} />
      <TokenAmountField label={`Amount of ${quote.symbol}`} symbol={quote.symbol} amount={{ ...amounts.quote, setValue: typed(amounts.quote.setValue) }} disabled={busy} />
      {plan?.kind === 'deposit' && <DepositPreview plan={plan} names={names} precisions={precisions} />}
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      <AdvancedLimits
        limits={limits}
        onChange={(next) => {
          edited();
          setLimits(next);
        }}
        open={advanced}
        onToggle={() => setAdvanced(!advanced)}
        disabled={busy}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? <CircularProgress size={22} aria-label="Adding liquidity" /> : account ? 'Add liquidity' : 'Log in to add liquidity'}
      </Button>
      {(notice ?? broadcast.problem) && (
        <Alert severity={notice ? 'warning' : 'error'} role="alert">
          {notice ?? broadcast.problem}
        </Alert>
      )}
      {added && (
        <Alert severity="success" role="status">
          {added}
        </Alert>
      )}
    </Stack>
  );
}
