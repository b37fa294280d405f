import { createTestChain } from '../chain/testing';
import { contracts } from '../contracts';
import { expectShape, rowsOf, seedAtScaleOne } from './test-support';

const seed = seedAtScaleOne();

describe('packmanager contract', () => {
  it('registers a pack for a managed NFT whose pack token and NFT exist', () => {
    const [pack] = rowsOf(seed, 'packmanager', 'packs');
    expectShape(pack, {
      account: 'string', symbol: 'string', nft: 'string', edition: 'number', cardsPerPack: 'number', foilChance: 'array',
      categoryChance: 'array', rarityChance: 'array', teamChance: 'array', numRolls: 'number', isFinalized: 'boolean',
    });
    expect(rowsOf(seed, 'tokens', 'tokens').some((row) => row.symbol === pack.symbol && row.issuer === pack.account)).toBe(true);
    const nft = rowsOf(seed, 'nft', 'nfts').find((row) => row.symbol === pack.nft);
    expect(nft?.groupBy).toEqual(['edition', 'foil', 'type']);
    expect(nft?.authorizedIssuingContracts).toEqual(['packmanager']);
    for (const chances of ['foilChance', 'categoryChance', 'rarityChance', 'teamChance']) {
      const values = pack[chances] as number[];
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('defines types and trait names for the edition, and a BEE fee pool', () => {
    const [managed] = rowsOf(seed, 'packmanager', 'managedNfts');
    const types = rowsOf(seed, 'packmanager', 'types');
    expectShape(managed, { nft: 'string', feePool: 'string', editionMapping: 'object' });
    expect((managed.editionMapping as Record<string, { nextTypeId: number }>)['0'].nextTypeId).toBe(types.length + 1);
    for (const type of types) expectShape(type, { nft: 'string', edition: 'number', typeId: 'number', category: 'number', rarity: 'number', team: 'number', name: 'string' });
    for (const table of ['foils', 'categories', 'rarities', 'teams']) expect(rowsOf(seed, 'packmanager', table).length).toBeGreaterThan(1);
    const contract = rowsOf(seed, 'tokens', 'contractsBalances').find((row) => row.account === 'packmanager' && row.symbol === 'BEE');
    expect(contract?.balance).toBe(managed.feePool);
  });

  it('opens on a chain running the contracts: alice’s packs become HEROES cards paid from the fee pool', () => {
    const chain = createTestChain(contracts, { clockStartMs: seed.clockStartMs, seedTables: seed.tables });
    const result = chain.runAction('alice', 'packmanager', 'open', { packSymbol: 'HEROPACK', nftSymbol: 'HEROES', packs: 2 });
    expect(result.logs.errors).toBeUndefined();
    const issued = (result.logs.events ?? []).filter((event) => event.contract === 'nft' && event.event === 'issue');
    expect(issued).toHaveLength(10);
    const typeIds = rowsOf(seed, 'packmanager', 'types').map((type) => type.typeId);
    for (const { data } of issued) expect(typeIds).toContain((data.properties as { type: number }).type);
    expect(chain.rows('packmanager', 'managedNfts')[0].feePool).toBe('125.46000000');
  });
});
