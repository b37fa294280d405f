import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { DAY_MS, HOUR_MS } from './clock';
import { ChainNumber, fixed, seedTable, transactionId } from './rows';
import type { SeedContext } from './seed-context';

/** Open claim drops: one for everybody with a per-account limit, one for a list, one about to expire. */
export function seedClaimDrops(context: SeedContext): SeedTable[] {
  const random = context.randomFor('claimdrops');
  const drops: Row[] = [
    drop(context, {
      symbol: 'HONEY', price: '0.04', pool: '100000', remainingClaims: 97, owner: 'alice', expiresIn: 20 * DAY_MS,
      claims: [['bob', '500'], ['carol', '250'], [context.users[0], '1000']], access: { limit: '2000' },
    }, transactionId(random)),
    drop(context, {
      symbol: 'GAMER', price: '0.01', pool: '50000', remainingClaims: 10, owner: 'bob', expiresIn: 60 * DAY_MS,
      claims: [], access: { list: [{ account: 'alice', limit: '5000' }, { account: 'dave', limit: '2500' }, { account: 'erin', limit: '1000' }] },
    }, transactionId(random)),
    drop(context, {
      symbol: 'ARCADE', price: '0.0005', pool: '1000000', remainingClaims: 3, owner: 'carol', expiresIn: 5 * HOUR_MS,
      claims: [['dave', '100000']], access: { limit: '250000' },
    }, transactionId(random)),
  ];
  return [
    seedTable('claimdrops', { name: 'claimdrops', indexes: ['claimdropId', 'symbol'] }, drops),
    seedTable('claimdrops', { name: 'params' }, [{ creationFee: '50', feePerClaim: '0.1', maxExpiryTime: 90 * DAY_MS }]),
  ];
}

interface DropPlan {
  symbol: string;
  price: string;
  pool: string;
  remainingClaims: number;
  owner: string;
  expiresIn: number;
  claims: [account: string, quantity: string][];
  access: { limit: string } | { list: { account: string; limit: string }[] };
}

/** What is left of the pool stays locked in the claimdrops contract. */
function drop(context: SeedContext, plan: DropPlan, claimdropId: string): Row {
  const { precision } = context.token(plan.symbol);
  const claimed = plan.claims.reduce((sum, [, quantity]) => sum.plus(quantity), new ChainNumber(0));
  const remainingPool = fixed(new ChainNumber(plan.pool).minus(claimed), precision);
  context.ledger.addToContract('claimdrops', plan.symbol, remainingPool);
  return {
    claimdropId,
    symbol: plan.symbol,
    price: plan.price,
    remainingPool,
    remainingClaims: plan.remainingClaims,
    claims: plan.claims.map(([account, quantity]) => ({ account, quantity })),
    expiry: context.startMs + plan.expiresIn,
    owner: plan.owner,
    ownerType: 'user',
    sender: plan.owner,
    ...plan.access,
  };
}
