import { useParams } from '@tdx/router';
import { openLoginModal, useSession } from '@tdx/session';
import { useSettings } from '@tdx/settings';
import { Button } from '@tdx/ui/overlay';
import { Box, Typography } from '@tdx/ui';
import { Paper, Skeleton } from '@tdx/ui/extra';
import BigNumber from 'bignumber.js';
import { useState } from 'react';
import { fetchToken } from '../api/market-api';
import { useAccountMarket } from '../hooks/use-account-market';
import { useAsync } from '../hooks/use-async';
import { useMarketBroadcast } from '../hooks/use-market-broadcast';
import { useMarketFeed } from '../hooks/use-market-feed';
import { summarizeMetric } from '../model/metrics';
import { broadcastBody, cancelActions } from '../model/payloads';
import type { BookLevel, OpenOrder } from '../model/types';
import { ChartPanel } from './chart-panel';
import { MarketHeader } from './market-header';
import { OpenOrdersTable } from './open-orders-table';
import { OrderBookTable } from './order-book-table';
import { OrderForm, type Prefill } from './order-form';
import { TokenInfoDialog } from './token-info-dialog';
import { TradeHistoryTable } from './trade-history-table';

/** Room the two forms take, kept while the token definition loads. */
const FORMS_HEIGHT = 560;

const panel = { p: { xs: 1.5, md: 2 }, minWidth: 0 } as const;

/** /trade/{token}: the order-book market of one token against SWAP.HIVE (the shell's guard made sure it is tradable). */
export function TradePage() {
  const symbol = (useParams().token ?? '').toUpperCase();
  const { user } = useSession();
  const { hivePrice } = useSettings();
  const { market, refresh } = useMarketFeed(symbol);
  const [tokenAttempt, setTokenAttempt] = useState(0);
  const token = useAsync(`token ${symbol}`, () => fetchToken(symbol), tokenAttempt);
  const account = useAccountMarket(user?.username, symbol, market.booksVersion);
  const cancelBroadcast = useMarketBroadcast('market-cancel');
  const [prefill, setPrefill] = useState<Prefill>();
  const [infoOpen, setInfoOpen] = useState(false);

  const tokenRow = token.status === 'ready' ? token.value : undefined;
  const precision = tokenRow?.precision ?? 8;
  const summary = market.metric === undefined ? undefined : summarizeMetric(market.metric, Math.floor(Date.now() / 1000));
  const refreshAll = () => void Promise.all([refresh(), account.reload()]);

  const pickLevel = (level: BookLevel) =>
    setPrefill({
      key: Date.now(),
      price: level.price,
      quantity: new BigNumber(level.cumulativeQuantity).decimalPlaces(precision, BigNumber.ROUND_DOWN).toFixed(),
    });
  const cancel = async (orders: OpenOrder[]) => {
    if (!user) return false;
    const outcome = await cancelBroadcast.send(user.username, broadcastBody(cancelActions(orders)), orders.length === 1 ? 'Cancel Order' : 'Cancel Orders');
    if (outcome.status === 'confirmed') refreshAll();
    return outcome.status === 'confirmed';
  };

  const tokenUnavailable = (
    <Typography role="alert" color="error">
      The {symbol} token could not be loaded, so orders cannot be checked.{' '}
      <Button size="small" onClick={() => setTokenAttempt((value) => value + 1)}>
        Retry
      </Button>
    </Typography>
  );
  const forms = (username: string) =>
    token.status === 'failed' ? (
      tokenUnavailable
    ) : !tokenRow ? (
      <Skeleton variant="rectangular" height={FORMS_HEIGHT} />
    ) : (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr' } }}>
        {(['buy', 'sell'] as const).map((side) => (
          <OrderForm
            key={`${symbol}-${side}`}
            side={side}
            symbol={symbol}
            precision={precision}
            account={username}
            balances={account.balances}
            bids={market.bids ?? []}
            asks={market.asks ?? []}
            prefill={prefill}
            onPlaced={refreshAll}
          />
        ))}
      </Box>
    );
  const loginPrompt = (
    <Box sx={{ textAlign: 'center', py: 3 }}>
      <Typography sx={{ mb: 2 }}>Log in to buy and sell {symbol}.</Typography>
      <Button variant="contained" onClick={() => openLoginModal()}>
        Login
      </Button>
    </Box>
  );

  return (
    <Box sx={{ py: 2 }}>
      <MarketHeader
        symbol={symbol}
        token={tokenRow}
        summary={summary}
        failed={market.failed.has('metric')}
        hivePrice={hivePrice}
        onShowInfo={() => setInfoOpen(true)}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' },
          gridTemplateAreas: {
            xs: '"forms" "chart" "books" "orders" "trades"',
            lg: '"chart forms" "books forms" "books orders" "trades orders"',
          },
        }}
      >
        <Paper variant="outlined" sx={{ ...panel, gridArea: 'chart' }}>
          <ChartPanel symbol={symbol} bids={market.bids} asks={market.asks} />
        </Paper>
        <Paper variant="outlined" sx={{ ...panel, gridArea: 'forms' }}>
          {user ? forms(user.username) : loginPrompt}
        </Paper>
        <Paper variant="outlined" sx={{ ...panel, gridArea: 'books', display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {(['buy', 'sell'] as const).map((side) => (
            <OrderBookTable
              key={side}
              side={side}
              symbol={symbol}
              precision={precision}
              levels={side === 'buy' ? market.bids : market.asks}
              failed={market.failed.has('books')}
              onPickLevel={pickLevel}
            />
          ))}
        </Paper>
        {user && (
          <Paper variant="outlined" sx={{ ...panel, gridArea: 'orders' }}>
            <OpenOrdersTable symbol={symbol} precision={precision} orders={account.openOrders} failed={account.failed} busy={cancelBroadcast.busy} onCancel={cancel} />
            {cancelBroadcast.error && (
              <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
                {cancelBroadcast.error}
              </Typography>
            )}
          </Paper>
        )}
        <Paper variant="outlined" sx={{ ...panel, gridArea: 'trades' }}>
          <TradeHistoryTable symbol={symbol} precision={precision} trades={market.trades} failed={market.failed.has('trades')} />
        </Paper>
      </Box>
      {tokenRow && <TokenInfoDialog token={tokenRow} open={infoOpen} onClose={() => setInfoOpen(false)} />}
    </Box>
  );
}
