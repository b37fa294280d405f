import { toNftDefinition, type NftDefinitionRow } from '../../../shared';
import { sortedGroups, toHolding } from './holdings';

const NOW = Date.UTC(2026, 0, 1);
const definition = (fields: Partial<NftDefinitionRow>) => toNftDefinition({ _id: 1, symbol: 'ART', issuer: 'alice', name: 'Art', maxSupply: 0, supply: 1, ...fields });
const art = definition({ properties: { level: { type: 'number' } } });

describe('toHolding', () => {
  it('keeps chain text inert and orders properties as the definition does', () => {
    const row = { _id: 12, account: 'bob', ownedBy: 'u', properties: { name: '<img src=x onerror=alert(1)>\u202E', level: 3, extra: { a: 1 } }, lockedTokens: { BEE: '1.5' } };
    expect(toHolding(row, art, NOW)).toMatchObject({
      key: 'ART:12',
      id: '12',
      properties: 'level: 3, name: <img src=x onerror=alert(1)>, extra: {"a":1}',
      lockedTokens: { BEE: '1.5' },
      lockedText: '1.5 BEE',
      delegation: null,
      soulBound: false,
      container: false,
    });
  });

  it('says to whom it is delegated and when it comes back', () => {
    const back = NOW + 86_400_000;
    const cooling = toHolding({ _id: 1, account: 'bob', delegatedTo: { account: 'carol', ownedBy: 'u', undelegateAt: back } }, art, NOW);
    expect(cooling.delegation).toEqual({ returnsAt: back });
    expect(cooling.delegationText).toBe('carol, returning 2026-01-02 00:00 UTC');
    const held = toHolding({ _id: 2, account: 'bob', delegatedTo: { account: 'packmanager', ownedBy: 'c' } }, art, NOW);
    expect(held.delegation).toEqual({ returnsAt: null });
    expect(held.delegationText).toBe('packmanager (contract)');
  });

  it('marks soul-bound and container instances', () => {
    expect(toHolding({ _id: 3, account: 'bob', soulBound: true, lockedNfts: [{ symbol: 'X', ids: ['1'] }] }, art, NOW)).toMatchObject({ soulBound: true, container: true });
  });
});

describe('sortedGroups', () => {
  it('drops empty groups and orders symbols then ids', () => {
    const card = definition({ symbol: 'CARD' });
    const groups = sortedGroups([
      { definition: card, holdings: [toHolding({ _id: 10, account: 'bob' }, card, NOW), toHolding({ _id: 2, account: 'bob' }, card, NOW)] },
      { definition: art, holdings: [] },
      { definition: definition({ symbol: 'ABC' }), holdings: [toHolding({ _id: 1, account: 'bob' }, definition({ symbol: 'ABC' }), NOW)] },
    ]);
    expect(groups.map((group) => group.definition.symbol)).toEqual(['ABC', 'CARD']);
    expect(groups[1].holdings.map((holding) => holding.id)).toEqual(['2', '10']);
  });
});
