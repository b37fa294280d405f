import type BigNumber from 'bignumber.js';
import { ChainNumber, ZERO } from './rows';

/** The balance fields of a `tokens.balances` row. */
export const BALANCE_FIELDS = [
  'balance',
  'stake',
  'pendingUnstake',
  'delegationsIn',
  'delegationsOut',
  'pendingUndelegations',
] as const;
export type BalanceField = (typeof BALANCE_FIELDS)[number];

export interface Holding {
  account: string;
  symbol: string;
  amounts: Record<BalanceField, ChainNumber>;
  /** Unstake tranches already taken out of `stake` but not yet paid to `balance`. */
  unstakeInFlight: ChainNumber;
}

export interface ContractHolding {
  contract: string;
  symbol: string;
  amount: ChainNumber;
}

/**
 * Every token amount the seed hands out, so supplies, stakes and contract balances
 * can be derived from the same numbers the rows show.
 */
export class Ledger {
  private readonly holdings = new Map<string, Holding>();
  private readonly contractHoldings = new Map<string, ContractHolding>();

  add(account: string, symbol: string, field: BalanceField, amount: BigNumber.Value): void {
    const holding = this.holdingOf(account, symbol);
    holding.amounts[field] = holding.amounts[field].plus(amount);
  }

  addUnstakeInFlight(account: string, symbol: string, amount: BigNumber.Value): void {
    const holding = this.holdingOf(account, symbol);
    holding.unstakeInFlight = holding.unstakeInFlight.plus(amount);
  }

  addToContract(contract: string, symbol: string, amount: BigNumber.Value): void {
    const key = `${contract}\u0000${symbol}`;
    const existing = this.contractHoldings.get(key);
    if (existing) existing.amount = existing.amount.plus(amount);
    else this.contractHoldings.set(key, { contract, symbol, amount: new ChainNumber(amount) });
  }

  find(account: string, symbol: string): Holding | undefined {
    return this.holdings.get(holdingKey(account, symbol));
  }

  allHoldings(): Holding[] {
    return [...this.holdings.values()];
  }

  allContractHoldings(): ContractHolding[] {
    return [...this.contractHoldings.values()];
  }

  private holdingOf(account: string, symbol: string): Holding {
    const key = holdingKey(account, symbol);
    let holding = this.holdings.get(key);
    if (!holding) {
      holding = { account, symbol, amounts: emptyAmounts(), unstakeInFlight: ZERO };
      this.holdings.set(key, holding);
    }
    return holding;
  }
}

/** Tokens the account owns (delegations received are someone else's). */
export function ownedAmount(holding: Holding): ChainNumber {
  const { balance, stake, delegationsOut, pendingUndelegations } = holding.amounts;
  return balance.plus(stake).plus(delegationsOut).plus(pendingUndelegations).plus(holding.unstakeInFlight);
}

/** What the tokens contract counts in `totalStaked` (delegating and undelegating keep it). */
export function stakedAmount(holding: Holding): ChainNumber {
  const { stake, delegationsOut, pendingUndelegations } = holding.amounts;
  return stake.plus(delegationsOut).plus(pendingUndelegations);
}

function holdingKey(account: string, symbol: string): string {
  return `${symbol}\u0000${account}`;
}

function emptyAmounts(): Record<BalanceField, ChainNumber> {
  return {
    balance: ZERO,
    stake: ZERO,
    pendingUnstake: ZERO,
    delegationsIn: ZERO,
    delegationsOut: ZERO,
    pendingUndelegations: ZERO,
  };
}
