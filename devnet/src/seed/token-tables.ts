import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { SYSTEM_ACCOUNT } from '../accounts';
import { type BalanceField, type Holding, type Ledger, ownedAmount, stakedAmount } from './ledger';
import { ChainNumber, ZERO, fixed, seedTable } from './rows';
import type { TokenDefinition } from './token-definition';

/** Fields a fresh balance row holds as a plain "0" until something touches them. */
const DELEGATION_FIELDS: BalanceField[] = ['delegationsIn', 'delegationsOut', 'pendingUndelegations'];

interface SupplyTotals {
  supply: ChainNumber;
  burned: ChainNumber;
  staked: ChainNumber;
}

/**
 * The `tokens`, `balances` and `contractsBalances` tables, derived from the ledger once every
 * area has placed its amounts, so supply = everything held (users, contracts, `null`).
 */
export function seedTokenTables(tokens: TokenDefinition[], ledger: Ledger): SeedTable[] {
  const totals = supplyTotals(ledger);
  for (const token of tokens) if (token.reserveHolder) issueRest(token, token.reserveHolder, ledger, totals);
  const tokenRows = tokens.map((token) => tokenRow(token, totals.get(token.symbol)));
  const bySymbol = new Map(tokens.map((token) => [token.symbol, token]));
  const balanceRows = ledger.allHoldings().map((holding) => balanceRow(holding, tokenOf(bySymbol, holding.symbol)));
  const contractRows = ledger.allContractHoldings().map(({ contract, symbol, amount }) => ({
    account: contract,
    symbol,
    balance: fixed(amount, tokenOf(bySymbol, symbol).precision),
    stake: '0',
    pendingUnstake: '0',
    delegationsIn: '0',
    delegationsOut: '0',
    pendingUndelegations: '0',
  }));
  return [
    seedTable('tokens', { name: 'tokens', indexes: ['symbol'] }, tokenRows),
    seedTable('tokens', { name: 'balances', indexes: ['account'] }, balanceRows),
    seedTable('tokens', { name: 'contractsBalances', indexes: ['account'] }, contractRows),
  ];
}

function tokenRow(token: TokenDefinition, totals: SupplyTotals | undefined): Row {
  const { supply, burned, staked } = totals ?? { supply: ZERO, burned: ZERO, staked: ZERO };
  if (supply.gt(token.maxSupply)) throw new Error(`seeded ${token.symbol} exceeds its max supply`);
  const row: Row = {
    issuer: token.issuer,
    symbol: token.symbol,
    name: token.name,
    metadata: JSON.stringify(token.metadata),
    precision: token.precision,
    maxSupply: fixed(token.maxSupply, token.precision),
    supply: fixed(supply, token.precision),
    circulatingSupply: fixed(supply.minus(burned), token.precision),
    stakingEnabled: token.staking !== undefined,
    unstakingCooldown: token.staking?.unstakingCooldown ?? 1,
    delegationEnabled: token.delegation !== undefined,
    undelegationCooldown: token.delegation?.undelegationCooldown ?? 0,
  };
  if (token.staking) {
    row.numberTransactions = token.staking.numberTransactions;
    row.totalStaked = fixed(staked, token.precision);
  }
  return row;
}

function balanceRow(holding: Holding, token: TokenDefinition): Row {
  const format = (field: BalanceField): string => {
    const value = holding.amounts[field];
    const untouched = value.isZero() && (DELEGATION_FIELDS.includes(field) || !token.staking);
    return untouched ? '0' : fixed(value, token.precision);
  };
  return {
    account: holding.account,
    symbol: holding.symbol,
    balance: fixed(holding.amounts.balance, token.precision),
    stake: format('stake'),
    pendingUnstake: format('pendingUnstake'),
    delegationsIn: format('delegationsIn'),
    delegationsOut: format('delegationsOut'),
    pendingUndelegations: format('pendingUndelegations'),
  };
}

/** Gives the reserve holder whatever of maxSupply nobody else holds (the whole supply is issued). */
function issueRest(token: TokenDefinition, reserveHolder: string, ledger: Ledger, totals: Map<string, SupplyTotals>): void {
  const entry = totals.get(token.symbol) ?? { supply: ZERO, burned: ZERO, staked: ZERO };
  const rest = token.maxSupply.minus(entry.supply);
  if (rest.lt(0)) throw new Error(`seeded ${token.symbol} exceeds its max supply`);
  ledger.add(reserveHolder, token.symbol, 'balance', rest);
  totals.set(token.symbol, { ...entry, supply: token.maxSupply });
}

function supplyTotals(ledger: Ledger): Map<string, SupplyTotals> {
  const totals = new Map<string, SupplyTotals>();
  const totalsOf = (symbol: string): SupplyTotals => {
    let entry = totals.get(symbol);
    if (!entry) {
      entry = { supply: ZERO, burned: ZERO, staked: ZERO };
      totals.set(symbol, entry);
    }
    return entry;
  };
  for (const holding of ledger.allHoldings()) {
    const entry = totalsOf(holding.symbol);
    const owned = ownedAmount(holding);
    entry.supply = entry.supply.plus(owned);
    entry.staked = entry.staked.plus(stakedAmount(holding));
    if (holding.account === SYSTEM_ACCOUNT.burn) entry.burned = entry.burned.plus(owned);
  }
  for (const { symbol, amount } of ledger.allContractHoldings()) {
    const entry = totalsOf(symbol);
    entry.supply = entry.supply.plus(amount);
  }
  return totals;
}

function tokenOf(bySymbol: Map<string, TokenDefinition>, symbol: string): TokenDefinition {
  const token = bySymbol.get(symbol);
  if (!token) throw new Error(`seed holds unknown token ${symbol}`);
  return token;
}
