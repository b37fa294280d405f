import type { Token } from '@tdx/contracts';
import { ChainText, PlainButton, Placeholder } from '@tdx/ui/base';
import { formatNumber, formatPercent } from '@tdx/ui/format';
import BigNumber from 'bignumber.js';
import { memo, type ReactNode } from 'react';
import type { MarketSummary } from '../model/metrics';
import * as styles from './market-header.css';
import { statusLine } from './market-layout.css';
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

type FigureTone = keyof typeof styles.figureValue;

function Figure({ label, value, hint, tone = 'plain' }: { label: string; value?: ReactNode; hint?: string; tone?: FigureTone }) {
  return (
    <div className={styles.figure}>
      <p className={styles.figureLabel}>{label}</p>
      {value === undefined ? (
        <Placeholder width={100} height={28} shape="line" />
      ) : (
        <p className={styles.figureValue[tone]} aria-label={label}>
          {value}
        </p>
      )}
      <p className={styles.figureHint}>{hint ?? ''}</p>
    </div>
  );
}

/** The market's name, selector and key figures; rendered before anything heavy (LCP element). */
export const MarketHeader = memo(function MarketHeader({ symbol, token, summary, failed, hivePrice, onShowInfo }: MarketHeaderProps) {
  const change = summary ? new BigNumber(summary.priceChangePercent) : undefined;
  const changeTone: FigureTone = change?.gt(0) ? 'up' : change?.lt(0) ? 'down' : 'plain';
  return (
    <section aria-labelledby="market-title" className={styles.section}>
      <div className={styles.titleRow}>
        <h1 id="market-title" className={styles.title}>
          {symbol} / SWAP.HIVE
        </h1>
        <TokenSelector current={symbol} />
        <PlainButton onClick={onShowInfo} disabled={!token} compact>
          Token info
        </PlainButton>
      </div>
      <p className={styles.tokenName}>
        <ChainText>{token?.name}</ChainText>
      </p>
      {failed && (
        <p role="status" className={statusLine}>
          Market figures could not be loaded; retrying.
        </p>
      )}
      <div className={styles.figures}>
        <Figure label="Last price" value={summary && formatNumber(summary.lastPrice, 8)} hint={summary && usd(summary.lastPrice, hivePrice)} />
        <Figure
          label="24h change"
          value={summary && formatPercent(summary.priceChangePercent)}
          hint={summary && `${formatNumber(summary.priceChangeHive, 8)} HIVE`}
          tone={changeTone}
        />
        <Figure label="Bid" value={summary && formatNumber(summary.highestBid, 8)} hint={summary && usd(summary.highestBid, hivePrice)} />
        <Figure label="Ask" value={summary && formatNumber(summary.lowestAsk, 8)} hint={summary && usd(summary.lowestAsk, hivePrice)} />
        <Figure label="24h volume" value={summary && `${formatNumber(summary.volume, 3)} HIVE`} hint={summary && usd(summary.volume, hivePrice)} />
      </div>
    </section>
  );
});
