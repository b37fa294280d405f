import { propertyValueText, type NftInstanceRow } from '../../../shared';
import { listedIds, toInstanceListRow } from './instance-rows';

const NOW = Date.UTC(2026, 0, 1);
const base: NftInstanceRow = { _id: 7, account: 'alice', ownedBy: 'u', lockedTokens: {}, properties: {} };

describe('toInstanceListRow', () => {
  it('shows owner, properties in the definition’s order, locked tokens and no price', () => {
    const row = toInstanceListRow({ ...base, lockedTokens: { BEE: '10', PAL: '2.5' }, properties: { extra: true, level: 3, name: 'Kraken' } }, undefined, ['name', 'level'], NOW);
    expect(row).toEqual({
      id: '7',
      owner: { name: 'alice', kind: 'account' },
      propertyList: [
        ['name', 'Kraken'],
        ['level', '3'],
        ['extra', 'true'],
      ],
      properties: 'name: Kraken, level: 3, extra: true',
      lockedTokens: '10 BEE, 2.5 PAL',
      delegation: '',
      price: '',
    });
  });

  it('names a contract owner, a burned instance and the seller of a listed one with its price', () => {
    expect(toInstanceListRow({ ...base, account: 'packmanager', ownedBy: 'c' }, undefined, [], NOW).owner).toEqual({ name: 'packmanager', kind: 'contract' });
    expect(toInstanceListRow({ ...base, account: 'null' }, undefined, [], NOW).owner).toEqual({ name: 'burned', kind: 'burned' });
    const listed = toInstanceListRow({ ...base, account: 'nftmarket', ownedBy: 'c', previousAccount: 'bob' }, { nftId: '7', account: 'bob', price: '2.50000000', priceSymbol: 'BEE' }, [], NOW);
    expect(listed).toMatchObject({ owner: { name: 'bob', kind: 'account' }, price: '2.50000000 BEE' });
  });

  it('says to whom it is delegated, and until when it comes back', () => {
    expect(toInstanceListRow({ ...base, delegatedTo: { account: 'carol', ownedBy: 'u' } }, undefined, [], NOW).delegation).toBe('carol');
    expect(toInstanceListRow({ ...base, delegatedTo: { account: 'game', ownedBy: 'c', undelegateAt: NOW + 3_600_000 } }, undefined, [], NOW).delegation).toBe('game (contract), returning 2026-01-01 01:00 UTC');
  });

  it('shows hostile values as inert text without invisible characters', () => {
    const row = toInstanceListRow({ ...base, properties: { title: '<img src=x onerror=alert(1)>', look: 'B\u200DE\u200DE', flip: 'Invoice \u202Efdp.exe', odd: { a: 1 } } }, undefined, [], NOW);
    expect(row.properties).toBe('title: <img src=x onerror=alert(1)>, look: BEE, flip: Invoice fdp.exe, odd: {"a":1}');
  });
});

describe('propertyValueText', () => {
  it('writes numbers and booleans as they are', () => {
    expect(propertyValueText(-5)).toBe('-5');
    expect(propertyValueText(false)).toBe('false');
    expect(propertyValueText(null)).toBe('null');
  });
});

describe('listedIds', () => {
  it('keeps only the instances the market contract holds', () => {
    expect(listedIds([base, { ...base, _id: 8, account: 'nftmarket', ownedBy: 'c' }, { ...base, _id: 9, account: 'nftmarket', ownedBy: 'u' }])).toEqual(['8']);
  });
});
