import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { ADMIN_ACCOUNT, DEV_ACCOUNTS, SYSTEM_ACCOUNT } from '../accounts';
import { DAY_MS, HOUR_MS } from './clock';
import type { Random } from './random';
import { ChainNumber, fixed, logUniform, quantityOf, seedTable, transactionId } from './rows';
import type { SeedContext } from './seed-context';
import type { TokenDefinition } from './token-definition';

/** Named tokens every dev account holds, on top of a random selection. */
const DEV_NAMED_TOKENS = [
  'BEE', 'SWAP.HIVE', 'BEED', 'WORKERBEE', 'SWAP.BTC', 'SWAP.ETH', 'SWAP.HBD', 'SWAP.USDT',
  'HONEY', 'GAMER', 'ARCADE', 'PIXEL', 'HEROPACK', 'OLDCOIN', 'SCAMCOIN', 'XSSCOIN', 'EMOJIMOON',
];
/** Tokens the dev accounts delegate around a ring (alice → bob → … → erin → alice). */
const RING_DELEGATED_TOKENS = ['BEE', 'WORKERBEE'];
const BURNED_BEE = '153420.12345678';

/**
 * Balances, stakes, pending unstakes, delegations and pending undelegations of the dev accounts
 * and of ordinary users. Amounts go into the ledger; the per-event tables are returned.
 */
export function seedTokenHoldings(context: SeedContext): SeedTable[] {
  const random = context.randomFor('token-holdings');
  const builder = new HoldingRows(context, random);
  for (const token of context.tokens) builder.seedUsers(token);
  for (const account of DEV_ACCOUNTS) builder.seedDevAccount(account);
  builder.seedDelegationRing();
  context.ledger.add(SYSTEM_ACCOUNT.burn, 'BEE', 'balance', BURNED_BEE);
  return [
    seedTable('tokens', { name: 'pendingUnstakes', indexes: ['account', 'unstakeCompleteTimestamp'] }, builder.pendingUnstakes),
    seedTable('tokens', { name: 'delegations', indexes: ['from', 'to'] }, builder.delegations),
    seedTable('tokens', { name: 'pendingUndelegations', indexes: ['account', 'completeTimestamp'] }, builder.pendingUndelegations),
  ];
}

class HoldingRows {
  readonly pendingUnstakes: Row[] = [];
  readonly delegations: Row[] = [];
  readonly pendingUndelegations: Row[] = [];

  constructor(private readonly context: SeedContext, private readonly random: Random) {}

  seedUsers(token: TokenDefinition): void {
    const { ledger } = this.context;
    for (const account of this.random.sample(this.context.users, token.holders)) {
      ledger.add(account, token.symbol, 'balance', this.amount(token, 0.05, 5));
      if (token.staking && this.random.chance(0.5)) ledger.add(account, token.symbol, 'stake', this.amount(token, 0.1, 5));
      if (token.staking && this.random.chance(0.1)) this.unstake(account, token);
      if (token.delegation && this.random.chance(0.1)) {
        this.delegate(account, this.random.pick(this.context.users), token);
      }
    }
    if (token.issuer !== SYSTEM_ACCOUNT.burn && this.random.chance(0.3)) {
      ledger.add(SYSTEM_ACCOUNT.burn, token.symbol, 'balance', this.amount(token, 0.1, 3));
    }
  }

  seedDevAccount(account: string): void {
    const randomPicks = account === ADMIN_ACCOUNT ? 50 : 25;
    const community = this.context.tokens.filter((token) => !DEV_NAMED_TOKENS.includes(token.symbol));
    const held = [...DEV_NAMED_TOKENS.map((symbol) => this.context.token(symbol)), ...this.random.sample(community, randomPicks)];
    for (const token of held) {
      this.context.ledger.add(account, token.symbol, 'balance', this.amount(token, 1, 10));
      if (token.staking) this.context.ledger.add(account, token.symbol, 'stake', this.amount(token, 5, 20));
    }
    this.unstake(account, this.context.token('BEE'));
    this.unstake(account, this.context.token('HONEY'));
    this.undelegation(account, this.context.token('BEE'));
    this.delegate(account, this.random.pick(this.context.users), this.context.token('GAMER'));
  }

  seedDelegationRing(): void {
    for (const symbol of RING_DELEGATED_TOKENS) {
      DEV_ACCOUNTS.forEach((from, index) => {
        this.delegate(from, DEV_ACCOUNTS[(index + 1) % DEV_ACCOUNTS.length], this.context.token(symbol));
      });
    }
  }

  /** An unstake started in the past, with at least one tranche still to come after the clock start. */
  private unstake(account: string, token: TokenDefinition): void {
    const staking = token.staking;
    if (!staking) throw new Error(`${token.symbol} has no staking`);
    const tranches = staking.numberTransactions;
    const smallestUnit = new ChainNumber(1).shiftedBy(-token.precision);
    const quantity = ChainNumber.max(this.amount(token, 1, 4), smallestUnit.times(tranches));
    const tranche = quantity.div(tranches).decimalPlaces(token.precision, ChainNumber.ROUND_DOWN);
    const paid = this.random.int(0, tranches - 1);
    const left = tranches - paid;
    const quantityLeft = quantity.minus(tranche.times(paid));
    const millisecPerPeriod = Math.floor((staking.unstakingCooldown * DAY_MS) / tranches);
    const startedAt = this.context.startMs - paid * millisecPerPeriod - this.random.int(0, millisecPerPeriod - 1);
    const inFlight = left > 1 ? tranche : quantityLeft;
    const { ledger } = this.context;
    ledger.add(account, token.symbol, 'pendingUnstake', quantityLeft);
    ledger.add(account, token.symbol, 'stake', quantityLeft.minus(inFlight));
    ledger.addUnstakeInFlight(account, token.symbol, inFlight);
    ledger.add(account, token.symbol, 'balance', tranche.times(paid));
    this.pendingUnstakes.push({
      account,
      symbol: token.symbol,
      quantity: fixed(quantity, token.precision),
      quantityLeft: fixed(quantityLeft, token.precision),
      nextTransactionTimestamp: startedAt + (paid + 1) * millisecPerPeriod,
      numberTransactionsLeft: left,
      millisecPerPeriod,
      txID: transactionId(this.random),
    });
  }

  private delegate(from: string, to: string, token: TokenDefinition): void {
    if (!token.delegation) throw new Error(`${token.symbol} has no delegation`);
    if (from === to) return;
    const quantity = this.amount(token, 0.5, 3);
    this.context.ledger.add(from, token.symbol, 'delegationsOut', quantity);
    this.context.ledger.add(to, token.symbol, 'delegationsIn', quantity);
    const created = this.context.startMs - this.random.int(1, 400) * HOUR_MS;
    this.delegations.push({
      from,
      to,
      symbol: token.symbol,
      quantity: fixed(quantity, token.precision),
      created,
      updated: created + (this.random.chance(0.3) ? this.random.int(1, 48) * HOUR_MS : 0),
    });
  }

  private undelegation(account: string, token: TokenDefinition): void {
    const cooldown = token.delegation?.undelegationCooldown;
    if (cooldown === undefined) throw new Error(`${token.symbol} has no delegation`);
    const quantity = this.amount(token, 0.2, 1);
    this.context.ledger.add(account, token.symbol, 'pendingUndelegations', quantity);
    this.pendingUndelegations.push({
      account,
      symbol: token.symbol,
      quantity: fixed(quantity, token.precision),
      completeTimestamp: this.context.startMs + this.random.int(1, cooldown * 24 - 1) * HOUR_MS,
      txID: transactionId(this.random),
    });
  }

  private amount(token: TokenDefinition, minUnits: number, maxUnits: number): ChainNumber {
    return quantityOf(token.unit * logUniform(this.random, minUnits, maxUnits), token.precision);
  }
}
