import type { OhlcvCandle, OhlcvInterval } from '@tdx/api';
import { useData, type DataState } from '@tdx/data';
import type { ReactNode } from 'react';
import { candlesQuery } from '../api/candles-query';

interface CandlesReadProps {
  symbol: string;
  interval: OhlcvInterval;
  children: (read: DataState<OhlcvCandle[]>) => ReactNode;
}

/** The candles of an interval, read with `@tdx/data` and handed to `children`: the module the chart loads lazily with the data layer. */
export default function CandlesRead({ symbol, interval, children }: CandlesReadProps) {
  return children(useData(candlesQuery, { symbol, interval }));
}
