import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { HOUR_MS } from './clock';
import { fixed, seedTable } from './rows';
import type { SeedContext } from './seed-context';

/**
 * Scheduled payouts: a fixed split (alice pays HONEY to bob and carol), a liquidity-pool
 * distribution (rewards SWAP.HIVE:HONEY providers) and an inactive one.
 */
export function seedDistribution(context: SeedContext): SeedTable[] {
  const lastTickTime = context.startMs - 5 * HOUR_MS;
  const batches: Row[] = [
    {
      _id: 1, strategy: 'fixed', numTicks: '30', numTicksLeft: 29, active: true, creator: 'alice', lastTickTime,
      tokenMinPayout: [{ symbol: 'HONEY', quantity: '1' }],
      tokenRecipients: [{ account: 'bob', type: 'user', pct: 60 }, { account: 'carol', type: 'user', pct: 40 }],
      tokenBalances: [balance(context, 'HONEY', '29000')],
    },
    {
      _id: 2, strategy: 'pool', numTicks: '90', numTicksLeft: 75, active: true, creator: 'alice', lastTickTime,
      tokenPair: 'SWAP.HIVE:HONEY', excludeAccount: ['alice'], bonusCurve: { numPeriods: 10, periodBonusPct: 5 },
      tokenBalances: [balance(context, 'HONEY', '75000'), balance(context, 'BEE', '150')],
    },
    {
      _id: 3, strategy: 'pool', numTicks: '10', numTicksLeft: 10, active: false, creator: 'bob', lastTickTime,
      tokenPair: 'SWAP.HIVE:GAMER', excludeAccount: [], bonusCurve: {},
      tokenBalances: [],
    },
  ];
  return [
    seedTable('distribution', { name: 'batches', indexes: ['lastTickTime'] }, batches),
    seedTable('distribution', { name: 'pendingPayments', indexes: ['dueTime'] }, []),
    seedTable('distribution', { name: 'params' }, [{
      distCreationFee: '500', distUpdateFee: '250', distTickHours: '24', maxDistributionsLimit: 1, maxTransferLimit: 50, processQueryLimit: 1000,
    }]),
  ];
}

/** A distribution's balance, held by the distribution contract. */
function balance(context: SeedContext, symbol: string, quantity: string): { symbol: string; quantity: string } {
  const formatted = fixed(quantity, context.token(symbol).precision);
  context.ledger.addToContract('distribution', symbol, formatted);
  return { symbol, quantity: formatted };
}
