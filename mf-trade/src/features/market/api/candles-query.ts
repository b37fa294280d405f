import { infoApi, type OhlcvCandle, type OhlcvInterval } from '@tdx/api';
import { defineQuery } from '@tdx/data';

/** The market's OHLCV candles of one interval, from the info API. */
export const candlesQuery = defineQuery<{ symbol: string; interval: OhlcvInterval }, OhlcvCandle[]>({
  key: ({ symbol, interval }) => ['candles', symbol, interval],
  fetch: ({ symbol, interval }) => infoApi.ohlcv(symbol, interval),
});
