import { QUOTE_SYMBOL, type HistoryRow } from './history-row';

export interface HistoryAmount {
  quantity: string;
  symbol: string;
}

const BUY_SIDES = new Set(['buy', 'marketBuy']);

/** What moved in a row, in the currency that moved (a buy order locks and returns SWAP.HIVE). */
export function historyAmount(row: HistoryRow, tokenSymbol: string): HistoryAmount | null {
  const sideSymbol = row.orderType && BUY_SIDES.has(row.orderType) ? QUOTE_SYMBOL : tokenSymbol;
  const pick = (quantity: unknown, symbol: string) => (typeof quantity === 'string' && quantity !== '' ? { quantity, symbol } : null);
  switch (row.operation) {
    case 'market_buy':
    case 'market_sell':
      return pick(row.quantityTokens, tokenSymbol);
    case 'market_placeOrder':
      return pick(row.quantityLocked, sideSymbol);
    case 'market_cancel':
      return pick(row.quantityReturned, sideSymbol);
    case 'market_expire':
      return pick(row.quantityUnlocked, sideSymbol);
    case 'tokens_cancelUnstake':
      return pick(row.quantityReturned, tokenSymbol);
    default:
      return pick(row.quantity, typeof row.symbol === 'string' && row.symbol !== '' ? row.symbol : tokenSymbol);
  }
}
