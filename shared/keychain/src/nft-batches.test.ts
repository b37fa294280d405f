import { batchNftOperations, NFT_BATCH_SIZE } from './nft-batches';

const refs = (symbol: string, count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => ({ symbol, id: String(from + index) }));

describe('batchNftOperations', () => {
  it('groups by symbol and splits each group into operations of at most 50 ids', () => {
    const items = [...refs('CITY', 60), ...refs('STAR', 3), ...refs('CITY', 45, 61)];
    const actions = batchNftOperations('nft', 'transfer', items, (symbol, ids) => ({ to: 'bob', nfts: [{ symbol, ids }] }));
    expect(actions.map((a) => [a.contractPayload.nfts[0].symbol, a.contractPayload.nfts[0].ids.length])).toEqual([
      ['CITY', 50],
      ['CITY', 50],
      ['CITY', 5],
      ['STAR', 3],
    ]);
    expect(actions[0]).toMatchObject({ contractName: 'nft', contractAction: 'transfer' });
    expect(actions[1].contractPayload.nfts[0].ids[0]).toBe('51');
  });

  it('sends an id once even when listed twice, and nothing for no items', () => {
    const actions = batchNftOperations('nftmarket', 'cancel', [...refs('CITY', 2), ...refs('CITY', 2)], (symbol, nfts) => ({ symbol, nfts }));
    expect(actions).toEqual([{ contractName: 'nftmarket', contractAction: 'cancel', contractPayload: { symbol: 'CITY', nfts: ['1', '2'] } }]);
    expect(batchNftOperations('nft', 'burn', [], (symbol, ids) => ({ symbol, ids }))).toEqual([]);
  });

  it('uses exactly 50 as the batch size', () => {
    expect(NFT_BATCH_SIZE).toBe(50);
    expect(batchNftOperations('nft', 'burn', refs('A', 50), (symbol, ids) => ({ symbol, ids }))).toHaveLength(1);
    expect(batchNftOperations('nft', 'burn', refs('A', 51), (symbol, ids) => ({ symbol, ids }))).toHaveLength(2);
  });
});
