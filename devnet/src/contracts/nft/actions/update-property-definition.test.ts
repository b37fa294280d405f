import { createCard, createNftTestChain, issueCard } from '../test-chain';

describe('nft.updatePropertyDefinition', () => {
  it('renames, retypes and emits the change', () => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    createCard(t, { level: 'number' });
    const result = t.runAction('alice', 'nft', 'updatePropertyDefinition', {
      symbol: 'CARD', name: 'level', newName: 'rank', type: 'string', isReadOnly: true,
    });
    expect(result.logs).toEqual({
      events: [{
        contract: 'nft',
        event: 'updatePropertyDefinition',
        data: {
          symbol: 'CARD', originalName: 'level', originalType: 'number', originalIsReadOnly: false,
          newName: 'rank', newType: 'string', newIsReadOnly: true,
        },
      }],
    });
    expect(t.rows('nft', 'nfts')[0].properties).toEqual({
      rank: { type: 'string', isReadOnly: true, authorizedEditingAccounts: ['alice'], authorizedEditingContracts: [] },
    });
  });

  it.each([
    [{ symbol: 'CARD', name: 'lev el' }, 'invalid name: letters & numbers only, max length of 25'],
    [{ symbol: 'CARD', name: 'level', newName: '' }, 'invalid new name: letters & numbers only, max length of 25'],
    [{ symbol: 'CARD', name: 'level', type: 'int' }, 'invalid type: must be number, string, or boolean'],
    [{ symbol: 'CARD', name: 'level', isReadOnly: 1 }, 'invalid isReadOnly: must be true or false'],
    [{ symbol: 'CARD', name: 'nope' }, 'property must exist'],
    [{ symbol: 'CARD', name: 'group', newName: 'other' }, 'cannot change data property name; property is part of groupBy'],
    [{ symbol: 'CARD', name: 'level', newName: 'level' }, 'new name must be different from old name'],
    [{ symbol: 'CARD', name: 'level', newName: 'group' }, 'there is already a data property with the given new name'],
  ])('logs the first failing check (%#)', (payload, error) => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    createCard(t, { level: 'number', group: 'string' }, ['group']);
    expect(t.runAction('alice', 'nft', 'updatePropertyDefinition', payload).logs).toEqual({ errors: [error] });
  });

  it('is refused once instances exist', () => {
    const t = createNftTestChain({ alice: { BEE: '101' } });
    createCard(t, { level: 'number' });
    issueCard(t, 'bob');
    expect(t.runAction('alice', 'nft', 'updatePropertyDefinition', { symbol: 'CARD', name: 'level', type: 'string' }).logs).toEqual({
      errors: ['cannot change data property definition; tokens already issued'],
    });
  });
});
