import { holdingAction } from './holding-payloads';
import { packNftTransactions, transactionText } from './nft-transactions';
import { holding, many } from './test-holdings';

const total = (groups: Array<{ ids: string[] }>) => groups.reduce((sum, group) => sum + group.ids.length, 0);

describe('packNftTransactions', () => {
  it('puts at most 50 ids in a transaction, summed over symbols, grouped by symbol', () => {
    const packed = packNftTransactions([...many('B', 30), ...many('A', 45)]);
    expect(packed.map(total)).toEqual([50, 25]);
    expect(packed[0]).toEqual([
      { symbol: 'A', ids: many('A', 45).map((item) => item.id) },
      { symbol: 'B', ids: ['1', '2', '3', '4', '5'] },
    ]);
    expect(packed[1]).toEqual([{ symbol: 'B', ids: many('B', 25, 6).map((item) => item.id) }]);
  });

  it('sends exactly 50 in one transaction and 51 in two', () => {
    expect(packNftTransactions(many('A', 50))).toHaveLength(1);
    expect(packNftTransactions(many('A', 51)).map(total)).toEqual([50, 1]);
    expect(packNftTransactions([])).toEqual([]);
  });

  it('gives the instances `alone` picks a transaction of their own', () => {
    const container = holding('A', 9, { container: true });
    const packed = packNftTransactions([holding('A', 1), container, holding('A', 2)], (item) => item.container);
    expect(packed).toEqual([[{ symbol: 'A', ids: ['9'] }], [{ symbol: 'A', ids: ['1', '2'] }]]);
  });

  it('describes a transaction', () => {
    expect(transactionText([{ symbol: 'A', ids: ['1', '2'] }, { symbol: 'B', ids: ['3'] }])).toBe('2 instances of A, 1 of B');
    expect(transactionText([{ symbol: 'A', ids: ['1'] }])).toBe('1 instance of A');
  });
});

describe('holdingAction', () => {
  const nfts = [{ symbol: 'A', ids: ['1'] }];
  it('writes the nft contract payloads', () => {
    expect(holdingAction('transfer', nfts, { name: 'carol', type: 'user' })).toEqual({ contractName: 'nft', contractAction: 'transfer', contractPayload: { to: 'carol', toType: 'user', nfts } });
    expect(holdingAction('delegate', nfts, { name: 'packmanager', type: 'contract' })).toEqual({
      contractName: 'nft',
      contractAction: 'delegate',
      contractPayload: { to: 'packmanager', toType: 'contract', nfts },
    });
    expect(holdingAction('undelegate', nfts, null)).toEqual({ contractName: 'nft', contractAction: 'undelegate', contractPayload: { nfts } });
    expect(holdingAction('burn', nfts, null)).toEqual({ contractName: 'nft', contractAction: 'burn', contractPayload: { nfts } });
  });

  it('refuses to move instances without a recipient', () => {
    expect(() => holdingAction('transfer', nfts, null)).toThrow();
  });
});
