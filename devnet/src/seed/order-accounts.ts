import type { Random } from './random';

/** The market contract refuses a 201st open order per account (buy + sell, all symbols). */
export const MAX_OPEN_ORDERS_PER_ACCOUNT = 200;

/** Hands out order owners at random while keeping every account under the open-orders cap. */
export class OrderAccounts {
  private readonly openOrders = new Map<string, number>();

  constructor(private readonly accounts: readonly string[], private readonly random: Random) {}

  /** Records an order for a chosen account (the dev accounts' own orders). */
  take(account: string): string {
    const count = this.openOrders.get(account) ?? 0;
    if (count >= MAX_OPEN_ORDERS_PER_ACCOUNT) throw new Error(`${account} already has ${count} open orders`);
    this.openOrders.set(account, count + 1);
    return account;
  }

  /** A random account that still has room for an order. */
  next(): string {
    const start = this.random.int(0, this.accounts.length - 1);
    for (let offset = 0; offset < this.accounts.length; offset += 1) {
      const account = this.accounts[(start + offset) % this.accounts.length];
      if ((this.openOrders.get(account) ?? 0) < MAX_OPEN_ORDERS_PER_ACCOUNT) return this.take(account);
    }
    throw new Error('every account already has the maximum of open orders');
  }
}
