import type { Row } from '../chain/contract-api';
import { DEV_ACCOUNTS } from '../accounts';
import { NFT_COLLECTIONS } from './nft-collections';
import { LONG_LIST_INSTANCES_PER_SCALE, LONG_LIST_NFT, seedNfts } from './nft';
import { SeedContext } from './seed-context';
import { TEST_SEED_START_MS, expectShape, rowsOf, seedAtScaleOne, tableOf } from './test-support';

const seed = seedAtScaleOne();
const definitions = rowsOf(seed, 'nft', 'nfts');
const instancesOf = (symbol: string): Row[] => rowsOf(seed, 'nft', `${symbol}instances`);
const allInstances = NFT_COLLECTIONS.flatMap(({ symbol }) => instancesOf(symbol).map((row) => ({ symbol, row })));
const GROUP_BY: Record<string, string[]> = {
  NFTSR: ['artSeries'], LENSY: ['photoSeries'], MYTHICAL: ['name'], FARM: ['name'], CITY: ['name'], STAR: ['type'], PUNK: ['hash'],
  ARTZ: ['series'], MEMES: ['series'],
};

describe('nft.nfts', () => {
  it('defines the collections with the grouping fields the site expects', () => {
    for (const [symbol, groupBy] of Object.entries(GROUP_BY)) {
      expect(definitions.find((row) => row.symbol === symbol)?.groupBy).toEqual(groupBy);
    }
  });

  it('has the real shape, with properties the instances use', () => {
    for (const row of definitions) {
      expectShape(row, {
        issuer: 'string', symbol: 'string', name: 'string', orgName: 'string', productName: 'string', metadata: 'string',
        maxSupply: 'number', supply: 'number', circulatingSupply: 'number', delegationEnabled: 'boolean', undelegationCooldown: 'number',
        authorizedIssuingAccounts: 'array', authorizedIssuingContracts: 'array', properties: 'object', groupBy: 'array',
      });
      const properties = row.properties as Record<string, Record<string, unknown>>;
      for (const definition of Object.values(properties)) {
        expect(Object.keys(definition)).toEqual(['type', 'isReadOnly', 'authorizedEditingAccounts', 'authorizedEditingContracts']);
      }
      for (const name of row.groupBy as string[]) expect(properties).toHaveProperty(name);
      const instances = instancesOf(row.symbol as string);
      expect(row.supply).toBe(instances.length);
      expect(row.circulatingSupply).toBe(instances.filter((instance) => instance.account !== 'null').length);
      for (const instance of instances) {
        for (const [name, value] of Object.entries(instance.properties as Record<string, unknown>)) {
          expect(typeof value).toBe(properties[name].type);
        }
      }
    }
  });
});

describe('nft instances', () => {
  it('number at least 2,000, with _id counting from 1 per symbol', () => {
    expect(allInstances.length).toBeGreaterThanOrEqual(2000);
    for (const { symbol } of NFT_COLLECTIONS) {
      expect(instancesOf(symbol).map((row) => row._id)).toEqual(instancesOf(symbol).map((_, index) => index + 1));
      expect(tableOf(seed, 'nft', `${symbol}instances`).spec.indexes).toEqual(['account', 'ownedBy']);
    }
  });

  it('have the real shape', () => {
    for (const { row } of allInstances) {
      expectShape(
        row,
        { _id: 'number', account: 'string', ownedBy: 'string', lockedTokens: 'object', properties: 'object' },
        { soulBound: 'boolean', delegatedTo: 'object', previousAccount: 'string', previousOwnedBy: 'string' },
      );
      expect(['u', 'c']).toContain(row.ownedBy);
    }
  });

  it('are owned, delegated, listed (held by nftmarket) and soul-bound by the dev accounts', () => {
    for (const account of DEV_ACCOUNTS) {
      const owned = allInstances.filter(({ row }) => row.account === account && row.ownedBy === 'u');
      expect(owned.length).toBeGreaterThanOrEqual(20);
      expect(allInstances.some(({ row }) => row.account === 'nftmarket' && row.ownedBy === 'c' && row.previousAccount === account)).toBe(true);
      expect(owned.some(({ row }) => row.delegatedTo !== undefined)).toBe(true);
      expect(owned.some(({ row }) => row.soulBound === true)).toBe(true);
    }
  });

  it('lock tokens in some instances and burn a few', () => {
    expect(allInstances.some(({ row }) => Object.keys(row.lockedTokens as object).length > 0)).toBe(true);
    expect(allInstances.some(({ row }) => row.account === 'null')).toBe(true);
  });
});

describe('nft.pendingUndelegations', () => {
  it('lists instances cooling down after an undelegation', () => {
    const pending = rowsOf(seed, 'nft', 'pendingUndelegations');
    expect(pending.length).toBeGreaterThan(0);
    for (const row of pending) {
      expectShape(row, { symbol: 'string', ids: 'array', completeTimestamp: 'number' });
      expect(row.completeTimestamp as number).toBeGreaterThan(TEST_SEED_START_MS);
      const instance = instancesOf(row.symbol as string)[(row.ids as number[])[0] - 1];
      expect((instance.delegatedTo as { undelegateAt?: number }).undelegateAt).toBe(row.completeTimestamp);
    }
  });
});

describe('a scaled seed', () => {
  it('gives the long-list NFT its own instances per scale from scale 2 (100,000 at scale 50), ids from 1 without a gap', () => {
    const { tables } = seedNfts(new SeedContext({ scale: 3, startMs: TEST_SEED_START_MS }));
    const rows = tables.find((table) => table.spec.name === `${LONG_LIST_NFT}instances`)?.rows ?? [];
    expect(rows).toHaveLength(3 * LONG_LIST_INSTANCES_PER_SCALE);
    expect(rows.at(-1)?._id).toBe(rows.length);
    const definition = tables.find((table) => table.spec.name === 'nfts')?.rows.find((row) => row.symbol === LONG_LIST_NFT);
    expect(definition?.supply).toBe(rows.length);
  });
});

