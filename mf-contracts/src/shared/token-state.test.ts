import type { Token } from '@tdx/contracts';
import { delegationSummary, delegationText, stakingSummary, stakingText, supplyFigures } from './token-state';

const token = (fields: Partial<Token> = {}): Token =>
  ({ symbol: 'BOBT', name: 'Bob Token', issuer: 'bob', precision: 3, supply: '1500', circulatingSupply: '1200.5', maxSupply: '1000000.000', metadata: {}, icon: '', ...fields }) as Token;

describe('token state', () => {
  it('says staking is off, or how an unstake pays back', () => {
    expect(stakingText(token())).toBe('Off');
    expect(stakingText(token({ stakingEnabled: true, unstakingCooldown: 7, numberTransactions: 1 }))).toBe('On: unstaking takes 7 days in 1 tranche');
    expect(stakingText(token({ stakingEnabled: true, unstakingCooldown: 1, numberTransactions: 4 }))).toBe('On: unstaking takes 1 day in 4 tranches');
  });

  it('says delegation needs staking first, is off, or its cooldown', () => {
    expect(delegationText(token())).toBe('Off (needs staking)');
    expect(delegationText(token({ stakingEnabled: true }))).toBe('Off');
    expect(delegationText(token({ stakingEnabled: true, delegationEnabled: true, undelegationCooldown: 3 }))).toBe('On: undelegating takes 3 days');
  });

  it('sums both up for a table cell', () => {
    expect([stakingSummary(token()), delegationSummary(token())]).toEqual(['Off', 'Off']);
    const both = token({ stakingEnabled: true, unstakingCooldown: 14, numberTransactions: 1, delegationEnabled: true, undelegationCooldown: 1 });
    expect([stakingSummary(both), delegationSummary(both)]).toEqual(['On (14 days, 1 tranche)', 'On (1 day)']);
  });

  it('gives supply, circulating and max supply at the token precision', () => {
    expect(supplyFigures(token())).toEqual([
      ['Supply', '1,500.000 BOBT'],
      ['Circulating', '1,200.500 BOBT'],
      ['Max supply', '1,000,000.000 BOBT'],
      ['Precision', '3 decimals'],
    ]);
    expect(supplyFigures(token({ precision: 1 }))[3]).toEqual(['Precision', '1 decimal']);
  });
});
