import { expectShape, rowsOf, seedAtScaleOne } from './test-support';

const seed = seedAtScaleOne();
const batches = rowsOf(seed, 'distribution', 'batches');

describe('distribution contract', () => {
  it('has fixed and pool distributions with the real shapes', () => {
    const common = { _id: 'number', strategy: 'string', numTicks: 'string', numTicksLeft: 'number', active: 'boolean', creator: 'string', lastTickTime: 'number', tokenBalances: 'array' } as const;
    for (const batch of batches) {
      if (batch.strategy === 'fixed') expectShape(batch, { ...common, tokenMinPayout: 'array', tokenRecipients: 'array' });
      else expectShape(batch, { ...common, tokenPair: 'string', excludeAccount: 'array', bonusCurve: 'object' });
    }
    const fixed = batches.find((batch) => batch.strategy === 'fixed');
    const pct = (fixed?.tokenRecipients as { pct: number }[]).reduce((sum, recipient) => sum + recipient.pct, 0);
    expect(pct).toBe(100);
    expect(batches.some((batch) => batch.strategy === 'pool')).toBe(true);
  });

  it('pools its pool distributions on existing liquidity pools', () => {
    const pairs = rowsOf(seed, 'marketpools', 'pools').map((pool) => pool.tokenPair);
    for (const batch of batches.filter((candidate) => candidate.strategy === 'pool')) expect(pairs).toContain(batch.tokenPair);
  });
});
