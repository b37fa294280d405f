import { Box } from '@tdx/ui';
import { formatNumber } from '@tdx/ui/extra';
import type { ReactNode } from 'react';
import type { MarketFill } from '../model/market-fill';
import type { OrderDraft } from '../model/order-rules';
import { lockedTotal } from '../model/order-rules';
import { orderAction } from '../model/payloads';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}

/** What the confirmation shows: the order in words and the exact contract call Keychain will sign. */
export function OrderSummary({ symbol, precision, draft, estimate }: { symbol: string; precision: number; draft: OrderDraft; estimate?: MarketFill }) {
  const action = orderAction(symbol, draft);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
      <Line label="Market">{symbol} / SWAP.HIVE</Line>
      {draft.kind === 'limit' ? (
        <>
          <Line label="Price">{formatNumber(draft.price, 8)} HIVE</Line>
          <Line label="Quantity">
            {formatNumber(draft.quantity, precision)} {symbol}
          </Line>
          <Line label={draft.side === 'buy' ? 'You lock' : 'You receive'}>
            {formatNumber(draft.side === 'buy' ? lockedTotal(draft.price, draft.quantity) : draft.total, 8)} SWAP.HIVE
          </Line>
        </>
      ) : (
        <>
          <Line label={draft.side === 'buy' ? 'You spend' : 'You sell'}>
            {draft.side === 'buy' ? `${formatNumber(draft.total, 8)} SWAP.HIVE` : `${formatNumber(draft.quantity, precision)} ${symbol}`}
          </Line>
          {estimate && (
            <Line label="Estimated">
              {draft.side === 'buy' ? `${formatNumber(estimate.quantity, precision)} ${symbol}` : `${formatNumber(estimate.total, 8)} SWAP.HIVE`} at an
              average {formatNumber(estimate.averagePrice, 8)}
            </Line>
          )}
        </>
      )}
      <Line label="Contract call">
        <Box component="code" sx={{ fontSize: 12, overflowWrap: 'anywhere' }}>
          market.{action.contractAction} {JSON.stringify(action.contractPayload)}
        </Box>
      </Line>
    </Box>
  );
}
