import { useParams } from '@tdx/router';
import { openLoginModal, useSession } from '@tdx/session';
import { useSettings } from '@tdx/settings';
import { lazyThemed, PlainButton, Placeholder } from '@tdx/ui/base';
import BigNumber from 'bignumber.js';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useAccountMarket } from '../hooks/use-account-market';
import { useMarketFeed } from '../hooks/use-market-feed';
import { useToken, type TokenDefinition } from '../hooks/use-token';
import { summarizeMetric } from '../model/metrics';
import type { BookLevel } from '../model/types';
import { ChartPanel } from './chart-panel';
import { MarketHeader } from './market-header';
import * as styles from './market-layout.css';
import { OrderBookTable } from './order-book-table';
import type { Prefill } from './order-form';
import { TradeHistoryTable } from './trade-history-table';

// Their MUI components bring MUI's theme with them: the market's first paint is static stylesheets only.
const TokenInfoDialog = lazyThemed(() => import('./token-info-dialog'));
// What only a signed-in user needs (forms, Keychain, dialogs) stays out of an anonymous visitor's first load.
const OrderForms = lazyThemed(() => import('./order-forms'));
const OpenOrdersPanel = lazyThemed(() => import('./open-orders-panel'));

/** Room the two forms take (measured: stacked on phones and beside the book, side by side between), kept while the token definition or their code loads. */
const FORMS_HEIGHT = { xs: 714, sm: 345, lg: 714 };
/** Room the open orders take (title and table) while their code loads. */
const OPEN_ORDERS_HEIGHT = 320;

/** /trade/{token}: the order-book market of one token against SWAP.HIVE (the shell's guard made sure it is tradable). */
export function TradePage() {
  const symbol = (useParams().token ?? '').toUpperCase();
  // Read here, above the market: the feed's updates (transitions) render `Market` alone; were `useToken` in them, they would wait for its read.
  const token = useToken(symbol);
  return <Market symbol={symbol} token={token} />;
}

function Market({ symbol, token }: { symbol: string; token: TokenDefinition }) {
  const { user } = useSession();
  const { hivePrice } = useSettings();
  const { market, refresh, deepen } = useMarketFeed(symbol);
  const account = useAccountMarket(user?.username, symbol, market.booksVersion);
  // Kept with its market: the forms of another token never start from this one's price.
  const [picked, setPicked] = useState<{ symbol: string; prefill: Prefill }>();
  const prefill = picked?.symbol === symbol ? picked.prefill : undefined;
  const [infoOpen, setInfoOpen] = useState(false);

  const tokenRow = token.token;
  const precision = tokenRow?.precision ?? 8;
  const summary = useMemo(() => (market.metric === undefined ? undefined : summarizeMetric(market.metric, Math.floor(Date.now() / 1000))), [market.metric]);
  const refreshAll = () => void Promise.all([refresh(), account.reload()]);
  const showInfo = useCallback(() => setInfoOpen(true), []);

  const pickLevel = useCallback(
    (level: BookLevel) =>
      setPicked({
        symbol,
        prefill: {
          key: Date.now(),
          price: level.price,
          quantity: new BigNumber(level.cumulativeQuantity).decimalPlaces(precision, BigNumber.ROUND_DOWN).toFixed(),
        },
      }),
    [precision, symbol],
  );

  const tokenUnavailable = (
    <p role="alert" className={styles.message.error}>
      The {symbol} token could not be loaded, so orders cannot be checked.{' '}
      <PlainButton onClick={token.reload}>Retry</PlainButton>
    </p>
  );
  const formsPlaceholder = <Placeholder height={FORMS_HEIGHT} />;
  const forms = tokenRow ? (
    <Suspense fallback={formsPlaceholder}>
      <OrderForms
        symbol={symbol}
        precision={precision}
        balances={account.balances}
        bids={market.bids ?? []}
        asks={market.asks ?? []}
        prefill={prefill}
        onPlaced={refreshAll}
      />
    </Suspense>
  ) : token.failed ? (
    tokenUnavailable
  ) : (
    formsPlaceholder
  );
  const loginPrompt = (
    <div className={styles.loginPrompt}>
      <p className={styles.loginText}>Log in to buy and sell {symbol}.</p>
      <PlainButton tone="contained" onClick={() => openLoginModal()}>
        Login
      </PlainButton>
    </div>
  );

  return (
    <div className={styles.page}>
      <MarketHeader
        symbol={symbol}
        token={tokenRow}
        summary={summary}
        failed={market.failed.has('metric')}
        hivePrice={hivePrice}
        onShowInfo={showInfo}
      />
      <div className={styles.grid[user ? 'signedIn' : 'anonymous']}>
        <div className={styles.panelIn.chart}>
          <ChartPanel symbol={symbol} bids={market.bids} asks={market.asks} />
        </div>
        <div className={styles.panelIn.forms}>{user ? forms : loginPrompt}</div>
        <div className={`${styles.panelIn.books} ${styles.books}`}>
          {(['buy', 'sell'] as const).map((side) => (
            <OrderBookTable
              key={side}
              side={side}
              symbol={symbol}
              precision={precision}
              levels={side === 'buy' ? market.bids : market.asks}
              failed={market.failed.has('books')}
              onPickLevel={pickLevel}
              onNeedMore={deepen}
            />
          ))}
        </div>
        {user && (
          <div className={styles.panelIn.orders}>
            <Suspense fallback={<Placeholder height={OPEN_ORDERS_HEIGHT} />}>
              <OpenOrdersPanel
                symbol={symbol}
                precision={precision}
                orders={account.openOrders}
                failed={account.failed}
                onCancelled={refreshAll}
              />
            </Suspense>
          </div>
        )}
        <div className={styles.panelIn.trades}>
          <TradeHistoryTable symbol={symbol} precision={precision} trades={market.trades} failed={market.failed.has('trades')} />
        </div>
      </div>
      {tokenRow && infoOpen && (
        <Suspense fallback={null}>
          <TokenInfoDialog token={tokenRow} onClose={() => setInfoOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
