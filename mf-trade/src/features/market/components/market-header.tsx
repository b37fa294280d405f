import type { Token } from '@tdx/contracts';
import { Box, PlainButton, Placeholder, Stack, Typography } from '@tdx/ui';
import { formatNumber, formatPercent } from '@tdx/ui/format';
import BigNumber from 'bignumber.js';
import { memo, type ReactNode } from 'react';
import type { MarketSummary } from '../model/metrics';
import { TokenSelector } from './token-selector';

export interface MarketHeaderProps {
  symbol: string;
  token?: Token | null;
  /** `undefined` while loading. */
  summary?: MarketSummary;
  failed: boolean;
  hivePrice: number | null;
  onShowInfo: () => void;
}

function usd(hive: string, hivePrice: number | null): string | undefined {
  return hivePrice === null ? undefined : `$${formatNumber(new BigNumber(hive).times(hivePrice), 5)}`;
}

function Figure({ label, value, hint, color }: { label: string; value?: ReactNode; hint?: string; color?: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      {value === undefined ? (
        <Placeholder width={100} height={28} shape="line" />
      ) : (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, color, minHeight: 28 }} aria-label={label}>
          {value}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ minHeight: 20 }}>
        {hint ?? ''}
      </Typography>
    </Box>
  );
}

/** The market's name, selector and key figures; rendered before anything heavy (LCP element). */
export const MarketHeader = memo(function MarketHeader({ symbol, token, summary, failed, hivePrice, onShowInfo }: MarketHeaderProps) {
  const change = summary ? new BigNumber(summary.priceChangePercent) : undefined;
  const changeColor = change?.gt(0) ? 'success.main' : change?.lt(0) ? 'error.main' : undefined;
  return (
    <Box component="section" aria-labelledby="market-title" sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="market-title" variant="h5" component="h1" sx={{ mr: 1 }}>
          {symbol} / SWAP.HIVE
        </Typography>
        <TokenSelector current={symbol} />
        <PlainButton onClick={onShowInfo} disabled={!token} compact>
          Token info
        </PlainButton>
      </Stack>
      {/* Always there (one line, cut with an ellipsis) so the figures never move when the token arrives. */}
      <Typography variant="body2" color="text.secondary" noWrap sx={{ mb: 1, minHeight: '1.43em' }}>
        {token?.name}
      </Typography>
      {failed && (
        <Typography role="status" color="error" variant="body2">
          Market figures could not be loaded; retrying.
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <Figure label="Last price" value={summary && formatNumber(summary.lastPrice, 8)} hint={summary && usd(summary.lastPrice, hivePrice)} />
        <Figure
          label="24h change"
          value={summary && formatPercent(summary.priceChangePercent)}
          hint={summary && `${formatNumber(summary.priceChangeHive, 8)} HIVE`}
          color={changeColor}
        />
        <Figure label="Bid" value={summary && formatNumber(summary.highestBid, 8)} hint={summary && usd(summary.highestBid, hivePrice)} />
        <Figure label="Ask" value={summary && formatNumber(summary.lowestAsk, 8)} hint={summary && usd(summary.lowestAsk, hivePrice)} />
        <Figure label="24h volume" value={summary && `${formatNumber(summary.volume, 3)} HIVE`} hint={summary && usd(summary.volume, hivePrice)} />
      </Stack>
    </Box>
  );
});
