import { balanceAmount } from '../../tokens/test-fixtures';
import { createCard, createNftTestChain } from '../test-chain';

const ADD = { symbol: 'CARD', name: 'level', type: 'number' };

describe('nft.addProperty', () => {
  it('adds the first three properties for free with the sender as editor', () => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    createCard(t);
    expect(t.runAction('alice', 'nft', 'addProperty', { ...ADD, isReadOnly: true }).logs).toEqual({});
    expect(t.rows('nft', 'nfts')[0].properties).toEqual({
      level: { type: 'number', isReadOnly: true, authorizedEditingAccounts: ['alice'], authorizedEditingContracts: [] },
    });
  });

  it('burns dataPropertyCreationFee from the fourth property on', () => {
    const t = createNftTestChain({ alice: { BEE: '250' } });
    createCard(t, { a: 'string', b: 'string', c: 'string' });
    const result = t.runAction('alice', 'nft', 'addProperty', ADD);
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '100' } }],
    });
    expect(balanceAmount(t, 'alice', 'BEE')).toBe('50.00000000');
    expect(t.runAction('alice', 'nft', 'addProperty', { ...ADD, name: 'more' }).logs).toEqual({
      errors: ['you must have enough tokens to cover the creation fees'],
    });
  });

  it('sets the given editor lists through setPropertyPermissions', () => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    createCard(t);
    t.runAction('alice', 'nft', 'addProperty', { ...ADD, authorizedEditingAccounts: ['Bob'], authorizedEditingContracts: ['packmanager'] });
    expect(t.rows('nft', 'nfts')[0].properties).toEqual({
      level: { type: 'number', isReadOnly: false, authorizedEditingAccounts: ['bob'], authorizedEditingContracts: ['packmanager'] },
    });
  });

  it.each([
    [{ ...ADD, type: 5 }, 'alice', 'invalid params'],
    [{ ...ADD, isReadOnly: 'no' }, 'alice', 'invalid params'],
    [{ ...ADD, name: 'le vel' }, 'alice', 'invalid name: letters & numbers only, max length of 25'],
    [{ ...ADD, type: 'date' }, 'alice', 'invalid type: must be number, string, or boolean'],
    [{ ...ADD, name: 'color' }, 'alice', 'cannot add the same property twice'],
    [ADD, 'bob', 'must be the issuer'],
  ])('logs the first failing check (%#)', (payload, sender, error) => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    createCard(t, { color: 'string' });
    expect(t.runAction(sender, 'nft', 'addProperty', payload).logs).toEqual({ errors: [error] });
  });
});
