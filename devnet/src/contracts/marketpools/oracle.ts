import type { ContractApi, Row } from '../../chain/contract-api';
import { BigNumber } from '../shared/chain-number';
import { HIVE_PEGGED_SYMBOL } from '../shared/constants';
import { typedTable } from '../shared/typed-table';
import { splitTokenPair } from './token-pair';

interface LastPrice extends Row {
  lastPrice: string | number;
}

function lastPriceOf(api: ContractApi, symbol: string): LastPrice | null {
  if (symbol === HIVE_PEGGED_SYMBOL) return { lastPrice: 1 };
  return typedTable<LastPrice>(api.table('metrics', 'market')).findOne({ symbol });
}

/**
 * The first deposit's price (quote per base) must be within `maxDeviation` of the order book's
 * lastPrice(base) / lastPrice(quote). Passes when a token has no metrics row.
 */
export function isNearOrderBookPrice(api: ContractApi, tokenPair: string, newPrice: BigNumber, maxDeviation: BigNumber): boolean {
  const [baseSymbol, quoteSymbol] = splitTokenPair(tokenPair);
  const baseMetric = lastPriceOf(api, baseSymbol);
  const quoteMetric = lastPriceOf(api, quoteSymbol);
  if (baseMetric === null || quoteMetric === null) return true;
  const oracle = new BigNumber(baseMetric.lastPrice).dividedBy(quoteMetric.lastPrice);
  const deviation = newPrice.minus(oracle).abs().dividedBy(oracle);
  return api.assert(deviation.lte(maxDeviation), 'exceeded max deviation from order book');
}
