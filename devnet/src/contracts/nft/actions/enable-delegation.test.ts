import { balanceAmount } from '../../tokens/test-fixtures';
import { createCard, createNftTestChain } from '../test-chain';

describe('nft.enableDelegation', () => {
  it('burns the fee and turns delegation on with the cooldown', () => {
    const t = createNftTestChain({ alice: { BEE: '1100' } });
    createCard(t);
    const result = t.runAction('alice', 'nft', 'enableDelegation', { symbol: 'CARD', undelegationCooldown: 5 });
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '1000' } }],
    });
    expect(balanceAmount(t, 'alice', 'BEE')).toBe('0.00000000');
    expect(t.rows('nft', 'nfts')[0]).toMatchObject({ delegationEnabled: true, undelegationCooldown: 5 });
  });

  it.each([
    ['1099.99', { symbol: 'CARD', undelegationCooldown: 5 }, 'alice', 'you must have enough tokens to cover fees'],
    ['2000', { symbol: 5, undelegationCooldown: 5 }, 'alice', 'invalid symbol'],
    ['2000', { symbol: 'CARD', undelegationCooldown: 18251 }, 'alice', 'undelegationCooldown must be an integer between 1 and 18250'],
    ['2000', { symbol: 'CARD', undelegationCooldown: 1.5 }, 'alice', 'undelegationCooldown must be an integer between 1 and 18250'],
    ['2000', { symbol: 'NONE', undelegationCooldown: 5 }, 'alice', 'symbol does not exist'],
    ['2000', { symbol: 'CARD', undelegationCooldown: 5 }, 'bob', 'must be the issuer'],
  ])('logs the first failing check (%#)', (balance, payload, sender, error) => {
    const t = createNftTestChain({ alice: { BEE: balance }, bob: { BEE: '2000' } });
    createCard(t);
    expect(t.runAction(sender, 'nft', 'enableDelegation', payload).logs).toEqual({ errors: [error] });
  });

  it('can be enabled once', () => {
    const t = createNftTestChain({ alice: { BEE: '2100' } });
    createCard(t);
    t.runAction('alice', 'nft', 'enableDelegation', { symbol: 'CARD', undelegationCooldown: 5 });
    expect(t.runAction('alice', 'nft', 'enableDelegation', { symbol: 'CARD', undelegationCooldown: 5 }).logs).toEqual({
      errors: ['delegation already enabled'],
    });
    expect(balanceAmount(t, 'alice', 'BEE')).toBe('1000.00000000');
  });
});
