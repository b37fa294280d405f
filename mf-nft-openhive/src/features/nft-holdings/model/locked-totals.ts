import BigNumber from 'bignumber.js';
import type { Holding } from './holdings';

/** The tokens locked in `holdings`, summed per symbol (exact decimals), symbols in alphabetical order. */
export function lockedTotals(holdings: readonly Holding[]): Array<{ symbol: string; quantity: string }> {
  const totals = new Map<string, BigNumber>();
  for (const holding of holdings) {
    for (const [symbol, quantity] of Object.entries(holding.lockedTokens)) {
      const amount = new BigNumber(quantity);
      if (amount.isFinite()) totals.set(symbol, (totals.get(symbol) ?? new BigNumber(0)).plus(amount));
    }
  }
  return [...totals]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([symbol, total]) => ({ symbol, quantity: total.toFixed() }));
}
