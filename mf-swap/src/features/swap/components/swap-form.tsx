import type { Balance, Token } from '@tdx/contracts';
import { fetchData, useBroadcast } from '@tdx/data';
import { openLoginModal } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Alert, AmountField, Checkbox, FormControlLabel, formatTokenAmount } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import BigNumber from 'bignumber.js';
import { useMemo, useState, type FormEvent } from 'react';
import { POOLS_KEY, poolsQuery, TokenButton, type PoolRow } from '../../../shared';
import { CONFIRM_IMPACT_PERCENT, DEFAULT_SLIPPAGE } from '../model/slippage';
import { swapState, type SwapState } from '../model/swap-quote-state';
import type { SwapPair } from '../model/use-swap-pair';
import { QuoteDetails } from './quote-details';
import { SlippageSetting } from './slippage-setting';
import { SwapStatus, swapStateText } from './swap-status';
import { SwapTokenPicker } from './swap-token-picker';

export interface SwapFormProps {
  pair: SwapPair;
  /** The pools or their tokens are still being read: the form takes input but cannot quote yet. */
  loading: boolean;
  pools: readonly PoolRow[];
  tokens: ReadonlyMap<string, Token>;
  feeMul: string;
  /** The signed-in account, or null for a visitor. */
  account: string | null;
  balances: ReadonlyMap<string, Balance> | undefined;
}

type Side = 'from' | 'to';

export const POOL_MOVED_TEXT = 'The pool changed since this quote. Check the new amounts, then swap again.';
export const READING_POOLS_TEXT = 'Reading the liquidity pools…';
export const POOLS_UNREADABLE_TEXT = 'The pools could not be read to check the quote. Nothing was sent; try again.';

/** The swap: both sides' tokens and amounts, the quote on the current pool rows, and its broadcast. */
export function SwapForm({ pair, loading, pools, tokens, feeMul, account, balances }: SwapFormProps) {
  const { from, to, setPair } = pair;
  const [exactSide, setExactSide] = useState<Side>('from');
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState(DEFAULT_SLIPPAGE);
  const [picking, setPicking] = useState<Side | null>(null);
  const [impactAccepted, setImpactAccepted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const broadcast = useBroadcast();

  const tradeType = exactSide === 'from' ? 'exactInput' : 'exactOutput';
  const stateOn = (onPools: readonly PoolRow[]) => swapState({ pools: onPools, tokens, feeMul, from, to, tradeType, amount, slippage });
  const state = useMemo(
    () => (loading ? null : swapState({ pools, tokens, feeMul, from, to, tradeType, amount, slippage })),
    [loading, pools, tokens, feeMul, from, to, tradeType, amount, slippage],
  );
  const quote = state?.kind === 'quote' ? state.quote : null;

  const balanceOf = (symbol: string) => balances?.get(symbol)?.balance;
  const precisionOf = (symbol: string) => tokens.get(symbol)?.precision ?? 8;
  const fromBalance = balanceOf(from);
  const shown = (side: Side) => (side === exactSide ? amount : quote ? (side === 'from' ? quote.amountIn : quote.amountOut).toFixed() : '');
  const short = quote !== null && account !== null && quote.amountIn.gt(fromBalance ?? 0);
  const needsAcceptance = quote !== null && quote.priceImpact.gte(CONFIRM_IMPACT_PERCENT);
  const busy = checking || broadcast.waiting;

  const type = (side: Side) => (value: string) => {
    setExactSide(side);
    setAmount(value);
    setNotice(null);
    setImpactAccepted(false);
    broadcast.reset();
  };

  const reverse = () => {
    setPair(to, from);
    setExactSide(exactSide === 'from' ? 'to' : 'from');
  };

  const pick = (symbol: string) => {
    if (picking === 'from') setPair(symbol, symbol === to ? from : to);
    else setPair(symbol === from ? to : from, symbol);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account) {
      openLoginModal();
      return;
    }
    if (!quote || short || (needsAcceptance && !impactAccepted) || busy) return;
    setNotice(null);
    setChecking(true);
    let fresh: SwapState;
    try {
      fresh = stateOn(await fetchData(poolsQuery, undefined));
    } catch {
      setNotice(POOLS_UNREADABLE_TEXT);
      return;
    } finally {
      setChecking(false);
    }
    if (fresh.kind !== 'quote' || JSON.stringify(fresh.quote.actions) !== JSON.stringify(quote.actions)) {
      setNotice(POOL_MOVED_TEXT);
      return;
    }
    const outcome = await broadcast.run({
      actions: quote.actions,
      displayName: `Swap (${from} → ${to})`,
      successMessage: `Swapped ${formatTokenAmount(quote.amountIn.toFixed(), precisionOf(from))} ${from} for ${to}`,
      name: 'swap',
      invalidates: [POOLS_KEY],
    });
    if (outcome?.status === 'confirmed') {
      setAmount('');
      setImpactAccepted(false);
    }
  };

  const side = (which: Side, label: string) => {
    const symbol = which === 'from' ? from : to;
    const balance = balanceOf(symbol);
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TokenButton token={tokens.get(symbol)} symbol={symbol} label={label} onClick={() => setPicking(which)} disabled={busy || loading} />
        <AmountField
          label={label}
          value={shown(which)}
          onChange={type(which)}
          precision={precisionOf(symbol)}
          max={which === 'from' && account ? (balance ?? '0') : undefined}
          hint={account ? `Balance: ${formatTokenAmount(balance ?? '0', precisionOf(symbol))} ${symbol}` : undefined}
          disabled={busy}
        />
      </Stack>
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Swap tokens" aria-busy={loading}>
      {side('from', 'You pay')}
      <Button onClick={reverse} disabled={busy} aria-label="Switch the tokens" sx={{ alignSelf: 'center' }}>
        ⇅
      </Button>
      {side('to', 'You receive')}
      {state ? <SwapStatus text={swapStateText(state, from, to) ?? (short ? `Insufficient ${from} balance.` : null)} /> : <SwapStatus text={READING_POOLS_TEXT} pending />}
      {quote && <QuoteDetails quote={quote} tokens={tokens} />}
      <SlippageSetting value={slippage} onChange={setSlippage} disabled={busy} />
      {needsAcceptance && (
        <FormControlLabel
          control={<Checkbox checked={impactAccepted} onChange={(event) => setImpactAccepted(event.target.checked)} />}
          label={`I accept a price impact of ${quote?.priceImpact.toFixed(2)} %: I will receive much less than the pool's current price.`}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={account !== null && (!quote || short || busy || (needsAcceptance && !impactAccepted))}>
        {busy ? <CircularProgress size={22} aria-label="Swapping" /> : account ? 'Swap' : 'Log in to swap'}
      </Button>
      {(notice ?? broadcast.problem) && (
        <Alert severity={notice ? 'warning' : 'error'} role="alert">
          {notice ?? broadcast.problem}
        </Alert>
      )}
      {picking && (
        <SwapTokenPicker
          open
          side={picking === 'from' ? 'Swap from' : 'Swap to'}
          tokens={tokens}
          pools={pools}
          balances={balances}
          selected={picking === 'from' ? from : to}
          onPick={pick}
          onClose={() => setPicking(null)}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        Swaps go through the sidechain&apos;s liquidity pools; their providers keep {new BigNumber(1).minus(feeMul).times(100).toFixed()} % of what goes in.
      </Typography>
    </Stack>
  );
}
