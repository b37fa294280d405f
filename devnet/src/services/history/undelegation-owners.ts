/** Where an NFT instance's owner is looked up when no undelegation was seen for it (e.g. a seeded one). */
export type CurrentOwner = (symbol: string, id: string) => string | undefined;

/**
 * Who started each pending NFT undelegation. The tick that completes it (`undelegateDone {symbol,
 * ids}`) names no account, so its `nft_undelegateDone` row goes to the accounts noted here.
 */
export class UndelegationOwners {
  private readonly owners = new Map<string, string>();

  constructor(private readonly currentOwner: CurrentOwner = () => undefined) {}

  started(symbol: string, id: unknown, owner: string): void {
    this.owners.set(key(symbol, id), owner);
  }

  /** The completed ids grouped by owner; ids whose owner is unknown are left out. */
  completed(symbol: string, ids: readonly unknown[]): Map<string, unknown[]> {
    const byOwner = new Map<string, unknown[]>();
    for (const id of ids) {
      const owner = this.owners.get(key(symbol, id)) ?? this.currentOwner(symbol, String(id));
      this.owners.delete(key(symbol, id));
      if (owner === undefined) continue;
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), id]);
    }
    return byOwner;
  }
}

const key = (symbol: string, id: unknown) => `${symbol}:${String(id)}`;
