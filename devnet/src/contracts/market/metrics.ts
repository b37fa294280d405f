import type { ContractApi } from '../../chain/contract-api';
import { blockTimeMs, MS_PER_DAY } from '../shared/block-time';
import { BigNumber, type Numeric } from '../shared/chain-number';
import { HIVE_PEGGED_PRECISION } from './constants';
import { buyBook, metrics, sellBook, type Metric } from './rows';

function getMetric(api: ContractApi, symbol: string): Metric {
  const table = metrics(api);
  return table.findOne({ symbol }) ?? table.insert({
    symbol,
    volume: '0',
    volumeExpiration: 0,
    lastPrice: '0',
    lowestAsk: '0',
    highestBid: '0',
    lastDayPrice: '0',
    lastDayPriceExpiration: 0,
    priceChangeHive: '0',
    priceChangePercent: '0',
  });
}

function saveVolume(api: ContractApi, metric: Metric, volume: BigNumber): void {
  const rounded = volume.toFixed(HIVE_PEGGED_PRECISION);
  // the real contract writes '0.000' (3 dp) whenever it zeroes the volume
  metrics(api).update({ ...metric, volume: new BigNumber(rounded).lt(0) ? '0.000' : rounded });
}

/** Adds traded SWAP.HIVE to the 24 h volume, restarting the window when it has expired. */
export function addVolume(api: ContractApi, symbol: string, quantity: Numeric): void {
  const nowMs = blockTimeMs(api);
  const metric = getMetric(api, symbol);
  const current = metric.volumeExpiration < nowMs / 1000 ? '0.000' : metric.volume;
  metric.volumeExpiration = (nowMs + MS_PER_DAY) / 1000;
  saveVolume(api, metric, new BigNumber(current).plus(quantity));
}

/** Removes a pruned trade's volume (the window is not checked here). */
export function subtractVolume(api: ContractApi, symbol: string, quantity: Numeric): void {
  const metric = getMetric(api, symbol);
  saveVolume(api, metric, new BigNumber(metric.volume).minus(quantity));
}

/** lastPrice and the change against the first price of the current 24 h window. */
export function recordPrice(api: ContractApi, symbol: string, price: string): void {
  const nowMs = blockTimeMs(api);
  const metric = getMetric(api, symbol);
  metric.lastPrice = price;
  if (metric.lastDayPriceExpiration < nowMs / 1000) {
    metric.lastDayPrice = price;
    metric.lastDayPriceExpiration = (nowMs + MS_PER_DAY) / 1000;
    metric.priceChangeHive = '0';
    metric.priceChangePercent = '0%';
  } else {
    metric.priceChangeHive = new BigNumber(price).minus(metric.lastDayPrice).toFixed(HIVE_PEGGED_PRECISION);
    const percent = new BigNumber(metric.priceChangeHive).dividedBy(metric.lastDayPrice).multipliedBy(100);
    metric.priceChangePercent = `${percent.toFixed(2)}%`;
  }
  metrics(api).update(metric);
}

export function refreshHighestBid(api: ContractApi, symbol: string): void {
  const metric = getMetric(api, symbol);
  const [best] = buyBook(api).find({ symbol }, { limit: 1, offset: 0, indexes: [{ index: 'priceDec', descending: true }] });
  metric.highestBid = best ? best.price : '0';
  metrics(api).update(metric);
}

export function refreshLowestAsk(api: ContractApi, symbol: string): void {
  const metric = getMetric(api, symbol);
  const [best] = sellBook(api).find({ symbol }, { limit: 1, offset: 0, indexes: [{ index: 'priceDec', descending: false }] });
  metric.lowestAsk = best ? best.price : '0';
  metrics(api).update(metric);
}

/** What every order-book action does last. */
export function refreshBookMetrics(api: ContractApi, symbol: string): void {
  refreshLowestAsk(api, symbol);
  refreshHighestBid(api, symbol);
}
