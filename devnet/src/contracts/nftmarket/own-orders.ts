import type { ContractApi } from '../../chain/contract-api';
import type { SellOrder } from './types';

/**
 * For changePrice / cancel: every order must be the sender's and share the first order's price
 * symbol. Returns that symbol, or null after logging the first failed check.
 */
export function priceSymbolOfOwnOrders(api: ContractApi, orders: SellOrder[]): string | null {
  const priceSymbol = orders[0].priceSymbol;
  const isValid = orders.every(
    (order) =>
      api.assert(order.account === api.sender && order.ownedBy === 'u', 'all orders must be your own') &&
      api.assert(order.priceSymbol === priceSymbol, 'all orders must have the same price symbol'),
  );
  return isValid ? priceSymbol : null;
}
