import type { ServicePlugin } from '../../devnet';
import { registerService } from '../common/service-scope';

export const PRICE_STATE_KEY = 'price';

/** State bag `price`: the HIVE/USD price served by GET /price (set it through PATCH /__devnet/state or tests). */
export interface PriceState {
  hive: number;
}

export const DEFAULT_HIVE_PRICE = 0.2345;

/** The external price service stand-in: GET /price → `{ hive: <usd> }`. */
export const priceService: ServicePlugin = (app, devnet) => {
  const price = devnet.state<PriceState>(PRICE_STATE_KEY, () => ({ hive: DEFAULT_HIVE_PRICE }));
  registerService(app, devnet, { prefix: '/price', fault: 'price' }, (scope) => {
    scope.get('/', () => ({ hive: price.hive }));
  });
};
