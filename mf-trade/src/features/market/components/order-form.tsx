import { useBroadcast } from '@tdx/data';
import { Alert, formatNumber, Tab, Tabs } from '@tdx/ui/extra';
import { Box, Stack, Typography } from '@tdx/ui';
import { Button, ConfirmDialog, TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import type { TradingBalances } from '../api/market-api';
import { parseDecimal } from '../model/decimal';
import { applyBalanceShare, editDraft, type DraftField } from '../model/draft';
import { estimateMarketBuy, estimateMarketSell } from '../model/market-fill';
import { marketOrdersAllowed, validateOrder, type OrderDraft } from '../model/order-rules';
import { orderAction, orderTitle } from '../model/payloads';
import type { BookLevel, OrderKind, OrderSide } from '../model/types';
import { BroadcastProblem } from './broadcast-problem';
import { OrderSummary } from './order-summary';

/** A price picked in the book; `key` changes on every pick so the same level can be picked twice. */
export interface Prefill {
  key: number;
  price: string;
  quantity: string;
}

export interface OrderFormProps {
  side: OrderSide;
  symbol: string;
  precision: number;
  balances?: TradingBalances;
  bids: readonly BookLevel[];
  asks: readonly BookLevel[];
  prefill?: Prefill;
  /** After a confirmed order: refresh books, balances and orders. */
  onPlaced: () => void;
}

const SHARES = [0.25, 0.5, 0.75, 1];
const TYPED_NUMBER = /^\d*\.?\d*$/;

const typedOrZero = (text: string) => parseDecimal(text)?.toFixed() ?? '0';

const emptyDraft = (side: OrderSide, kind: OrderKind): OrderDraft => ({ side, kind, price: '', quantity: '', total: '' });

/** Limit or market order of one side: contract rules checked beside each field, a confirmation, then Keychain. */
export function OrderForm({ side, symbol, precision, balances, bids, asks, prefill, onPlaced }: OrderFormProps) {
  const broadcaster = useBroadcast();
  const [draft, setDraft] = useState<OrderDraft>(() => emptyDraft(side, 'limit'));
  const [showErrors, setShowErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Undefined at first: a price picked in the book before the form mounted (it loads lazily) still fills it.
  const [prefillKey, setPrefillKey] = useState<number>();
  if (prefill && prefill.key !== prefillKey) {
    setPrefillKey(prefill.key);
    setDraft(editDraft(editDraft({ ...draft, kind: 'limit' }, 'price', prefill.price, precision), 'quantity', prefill.quantity, precision));
  }

  const context = { symbol, precision, hiveBalance: balances?.hive, tokenBalance: balances?.token, bids, asks };
  const errors = validateOrder(draft, context);
  const visibleErrors = showErrors ? errors : {};
  const marketAllowed = marketOrdersAllowed(precision);
  const verb = side === 'buy' ? 'Buy' : 'Sell';
  const title = orderTitle(symbol, draft);
  const estimate =
    draft.kind !== 'market'
      ? undefined
      : side === 'buy'
        ? estimateMarketBuy(typedOrZero(draft.total), asks, precision)
        : estimateMarketSell(typedOrZero(draft.quantity), bids);

  const change = (field: DraftField) => (event: { target: { value: string } }) => {
    const text = event.target.value.trim().replace(',', '.');
    if (TYPED_NUMBER.test(text)) setDraft(editDraft(draft, field, text, precision));
  };
  const field = (name: DraftField, label: string) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={change(name)}
      error={Boolean(visibleErrors[name])}
      helperText={visibleErrors[name]}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );

  const submit = () => {
    setShowErrors(true);
    broadcaster.reset();
    if (Object.keys(errors).length === 0) setConfirming(true);
  };
  const send = async () => {
    setConfirming(false);
    const outcome = await broadcaster.run({ name: 'market-order', actions: orderAction(symbol, draft), displayName: title });
    if (outcome?.status === 'confirmed') {
      setDraft(emptyDraft(side, draft.kind));
      setShowErrors(false);
      onPlaced();
    }
  };

  const balanceText =
    side === 'buy' ? `${balances ? formatNumber(balances.hive, 8) : '…'} SWAP.HIVE` : `${balances ? formatNumber(balances.token, precision) : '…'} ${symbol}`;

  return (
    <Box component="section" aria-label={`${verb} ${symbol}`}>
      <Typography variant="h6" component="h2">
        {verb} {symbol}
      </Typography>
      <Tabs
        value={draft.kind}
        onChange={(_event, kind: OrderKind) => setDraft(emptyDraft(side, kind))}
        aria-label={`${verb} order type`}
        sx={{ minHeight: 36, mb: 1 }}
      >
        <Tab value="limit" label="Limit" sx={{ minHeight: 36 }} />
        <Tab value="market" label="Market" disabled={!marketAllowed} sx={{ minHeight: 36 }} />
      </Tabs>
      {!marketAllowed && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          Market orders are off for tokens with 3 or fewer decimals.
        </Typography>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        Balance: {balanceText}
      </Typography>
      <Stack spacing={1.5}>
        {draft.kind === 'limit' && field('price', `Price (HIVE per ${symbol})`)}
        {(draft.kind === 'limit' || side === 'sell') && field('quantity', `Quantity (${symbol})`)}
        {(draft.kind === 'limit' || side === 'buy') && field('total', draft.kind === 'market' ? 'Spend (SWAP.HIVE)' : 'Total (HIVE)')}
        <Stack direction="row" spacing={0.5} role="group" aria-label={`${verb} a share of your balance`}>
          {SHARES.map((share) => (
            <Button
              key={share}
              size="small"
              variant="outlined"
              disabled={!balances}
              onClick={() => setDraft(applyBalanceShare(draft, share, balances ?? {}, precision))}
              sx={{ minWidth: 0, flex: 1 }}
            >
              {share * 100}%
            </Button>
          ))}
        </Stack>
        {estimate && (
          <Typography variant="body2" role="status">
            Estimated: {side === 'buy' ? `${formatNumber(estimate.quantity, precision)} ${symbol}` : `${formatNumber(estimate.total, 8)} SWAP.HIVE`} at
            an average {formatNumber(estimate.averagePrice, 8)} HIVE
          </Typography>
        )}
        {visibleErrors.form && <Alert severity="warning">{visibleErrors.form}</Alert>}
        <BroadcastProblem broadcast={broadcaster} />
        <Button variant="contained" color={side === 'buy' ? 'success' : 'error'} onClick={submit} disabled={broadcaster.waiting}>
          {broadcaster.waiting ? 'Waiting for confirmation…' : `${verb} ${symbol}`}
        </Button>
      </Stack>
      <ConfirmDialog open={confirming} title={title} confirmLabel="Send to Keychain" onConfirm={() => void send()} onCancel={() => setConfirming(false)}>
        {/* Only while confirming: the summary builds the payload, which needs a valid draft. */}
        {confirming && <OrderSummary symbol={symbol} precision={precision} draft={draft} estimate={estimate} />}
      </ConfirmDialog>
    </Box>
  );
}
