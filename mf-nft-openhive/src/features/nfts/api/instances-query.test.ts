import { sidechain } from '@tdx/api';
import type { InstanceListRow } from '../model/instance-rows';
import { INSTANCES_PAGE_SIZE, instancesQuery, readInstancesPage } from './instances-query';

jest.mock('@tdx/api', () => ({ ...jest.requireActual('@tdx/api'), sidechain: { find: jest.fn() } }));
const find = jest.mocked(sidechain.find);

afterEach(() => find.mockReset());

describe('readInstancesPage', () => {
  it('reads the instances after the last id of the page before, lowest first, then one sell-book read for the listed ones', async () => {
    find.mockImplementation(async (contract: string) =>
      contract === 'nft'
        ? [
            { _id: 201, account: 'alice', ownedBy: 'u', properties: { level: 2 } },
            { _id: 202, account: 'nftmarket', ownedBy: 'c', previousAccount: 'bob', properties: {} },
            { _id: 203, account: 'nftmarket', ownedBy: 'c', previousAccount: 'carol', properties: {} },
          ]
        : [{ nftId: '202', account: 'bob', price: '3.000', priceSymbol: 'SWAP.HIVE' }],
    );
    const rows = await readInstancesPage({ symbol: 'CITY', propertyOrder: ['level'], marketEnabled: true }, 200);
    expect(find.mock.calls).toEqual([
      ['nft', 'CITYinstances', { _id: { $gt: 200 } }, { limit: INSTANCES_PAGE_SIZE, indexes: [{ index: '_id', descending: false }] }],
      ['nftmarket', 'CITYsellBook', { nftId: { $in: ['202', '203'] } }, { limit: 2 }],
    ]);
    expect(rows.map((row) => [row.id, row.owner.name, row.price])).toEqual([
      ['201', 'alice', ''],
      ['202', 'bob', '3.000 SWAP.HIVE'],
      ['203', 'carol', ''],
    ]);
  });

  it('reads no sell book for an NFT without a market', async () => {
    find.mockResolvedValue([{ _id: 1, account: 'nftmarket', ownedBy: 'c' }]);
    await readInstancesPage({ symbol: 'ART', propertyOrder: [], marketEnabled: false }, 0);
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('pages by key: the next page starts after the last row’s id', () => {
    expect(instancesQuery.nextPageParam?.({ id: '4711' } as InstanceListRow)).toBe(4711);
  });
});
