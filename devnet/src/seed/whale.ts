import { quantityOf } from './rows';
import type { SeedContext } from './seed-context';

/**
 * An account holding a little of every token: 310 balances per unit of scale, so from scale 7 on
 * it holds more than 2,000 (the wallet's long-list case; log in as `whale` with `--scale 7`).
 */
export const WHALE_ACCOUNT = 'whale';

/** A hundredth of each token's typical holding, at least one smallest unit. */
const WHALE_SHARE = 0.01;

export function seedWhale(context: SeedContext): void {
  for (const token of context.tokens) {
    context.ledger.add(WHALE_ACCOUNT, token.symbol, 'balance', quantityOf(token.unit * WHALE_SHARE, token.precision));
  }
}
