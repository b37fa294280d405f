import { createCard, createNftTestChain } from '../test-chain';

const SET = { symbol: 'CARD', name: 'level' };

describe('nft.setPropertyPermissions', () => {
  it('replaces only the lists given', () => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    createCard(t, { level: 'number' });
    t.runAction('alice', 'nft', 'setPropertyPermissions', { ...SET, contracts: [' packmanager '] });
    expect(t.rows('nft', 'nfts')[0].properties).toMatchObject({
      level: { authorizedEditingAccounts: ['alice'], authorizedEditingContracts: ['packmanager'] },
    });
    t.runAction('alice', 'nft', 'setPropertyPermissions', { ...SET, accounts: ['BOB', 'carol'] });
    expect(t.rows('nft', 'nfts')[0].properties).toMatchObject({
      level: { authorizedEditingAccounts: ['bob', 'carol'], authorizedEditingContracts: ['packmanager'] },
    });
  });

  it.each([
    [{ ...SET, accounts: 'bob' }, 'alice', 'invalid params'],
    [{ ...SET, name: 'a_b' }, 'alice', 'invalid name: letters & numbers only, max length of 25'],
    [{ ...SET, accounts: Array(11).fill('bob') }, 'alice', 'cannot have more than 10 authorized accounts'],
    [{ ...SET, contracts: Array(11).fill('abc') }, 'alice', 'cannot have more than 10 authorized contracts'],
    [{ ...SET, accounts: ['ab'] }, 'alice', 'invalid account list'],
    [{ ...SET, contracts: ['x'.repeat(51)] }, 'alice', 'invalid contract list'],
    [{ ...SET, name: 'color' }, 'alice', 'property must exist'],
    [{ ...SET, accounts: ['bob'] }, 'bob', 'must be the issuer'],
    [{ ...SET, accounts: ['bob', 'BOB'] }, 'alice', 'cannot add the same account twice'],
    [{ ...SET, contracts: ['abc', 'abc '] }, 'alice', 'cannot add the same contract twice'],
  ])('logs the first failing check (%#)', (payload, sender, error) => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    createCard(t, { level: 'number' });
    expect(t.runAction(sender, 'nft', 'setPropertyPermissions', payload).logs).toEqual({ errors: [error] });
  });

  it('is silent for an unknown symbol', () => {
    const t = createNftTestChain();
    expect(t.runAction('alice', 'nft', 'setPropertyPermissions', { ...SET, symbol: 'NONE', accounts: [] }).logs).toEqual({});
  });
});
