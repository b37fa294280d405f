import type { Row } from '../chain/contract-api';
import type { SeedTable } from '../chain/seed-api';
import { DEV_ACCOUNTS, SYSTEM_ACCOUNT } from '../accounts';
import { devAccountIndex } from './accounts';
import { HOUR_MS } from './clock';
import { NFT_COLLECTIONS, PACK_NFT_SYMBOL, type NftCollection, type NftPropertyValue } from './nft-collections';
import type { Random } from './random';
import { fixed, logUniform, seedTable } from './rows';
import type { SeedContext } from './seed-context';

/** NFT instances per unit of scale (scale 50 gives about 100,000). */
export const NFT_INSTANCES_PER_SCALE = 2100;
/**
 * From scale 2 this definition has `LONG_LIST_INSTANCES_PER_SCALE` instances per unit of scale in
 * place of its weight's share (scale 50: 100,000 instances, the bench's long instance list); scale 1
 * keeps the weights.
 */
export const LONG_LIST_NFT = 'NFTSR';
export const LONG_LIST_INSTANCES_PER_SCALE = 2000;
/** Collections minted before instances had a `soulBound` flag. */
const LEGACY_COLLECTIONS = ['NFTSR', 'LENSY', 'CITY'];
const NFT_MARKET_CONTRACT = 'nftmarket';

/** An instance handed to the nftmarket contract for sale. */
export interface NftListing {
  symbol: string;
  nftId: string;
  seller: string;
  grouping: Record<string, string>;
}

export interface SeededNfts {
  tables: SeedTable[];
  listings: NftListing[];
}

type InstanceFate = 'owned' | 'listed' | 'burned' | 'delegated' | 'soulBound';

/** NFT definitions, their `<SYMBOL>instances` tables and the pending NFT undelegations. */
export function seedNfts(context: SeedContext): SeededNfts {
  const random = context.randomFor('nft');
  const totalWeight = NFT_COLLECTIONS.reduce((sum, collection) => sum + collection.weight, 0);
  const definitions: Row[] = [];
  const pendingUndelegations: Row[] = [];
  const listings: NftListing[] = [];
  const tables: SeedTable[] = [];
  for (const collection of NFT_COLLECTIONS) {
    const count =
      collection.symbol === LONG_LIST_NFT && context.scale > 1
        ? LONG_LIST_INSTANCES_PER_SCALE * context.scale
        : Math.round((collection.weight / totalWeight) * NFT_INSTANCES_PER_SCALE * context.scale);
    const instances: Row[] = [];
    let burned = 0;
    for (let index = 0; index < count; index += 1) {
      const id = index + 1;
      const properties = collection.propertiesOf(random, index);
      const owner = ownerOf(context, random, index);
      const fate = fateOf(random, collection, index, owner);
      if (fate === 'burned') burned += 1;
      if (fate === 'listed') listings.push({ symbol: collection.symbol, nftId: String(id), seller: owner, grouping: groupingOf(collection, properties) });
      const delegatedTo = fate === 'delegated' ? delegation(context, random, owner, collection.undelegationCooldown ?? 1) : undefined;
      if (delegatedTo?.undelegateAt !== undefined) {
        pendingUndelegations.push({ symbol: collection.symbol, ids: [id], completeTimestamp: delegatedTo.undelegateAt });
      }
      instances.push(instanceRow(context, random, collection, { id, owner, fate, properties, delegatedTo }));
    }
    tables.push(seedTable('nft', { name: `${collection.symbol}instances`, indexes: ['account', 'ownedBy'] }, instances));
    definitions.push(definitionRow(collection, count, burned));
  }
  return {
    tables: [
      seedTable('nft', { name: 'nfts', indexes: ['symbol'] }, definitions),
      ...tables,
      seedTable('nft', { name: 'pendingUndelegations', indexes: ['symbol', 'completeTimestamp'] }, pendingUndelegations),
    ],
    listings,
  };
}

/** Each dev account owns every 25th instance (offset by its position); ordinary users the rest. */
function ownerOf(context: SeedContext, random: Random, index: number): string {
  const devIndex = (index % 25) - 1;
  return devIndex >= 0 && devIndex < DEV_ACCOUNTS.length ? DEV_ACCOUNTS[devIndex] : random.pick(context.users);
}

/** Dev-owned instances get fixed fates (listed, delegated, soul-bound) so every dev has each kind. */
function fateOf(random: Random, collection: NftCollection, index: number, owner: string): InstanceFate {
  const devIndex = devAccountIndex(owner);
  const delegatable = collection.undelegationCooldown !== undefined;
  if (devIndex >= 0) {
    if (index % 100 === devIndex + 1) return 'listed';
    if (index % 150 === devIndex + 51 && delegatable) return 'delegated';
    if (index % 200 === devIndex + 151 && !LEGACY_COLLECTIONS.includes(collection.symbol)) return 'soulBound';
    return 'owned';
  }
  const roll = random.next();
  if (roll < 0.12) return 'listed';
  if (roll < 0.13) return 'burned';
  if (roll < 0.19 && delegatable) return 'delegated';
  return 'owned';
}

interface Delegation {
  account: string;
  ownedBy: 'u';
  undelegateAt?: number;
}

interface InstancePlan {
  id: number;
  owner: string;
  fate: InstanceFate;
  properties: Record<string, NftPropertyValue>;
  delegatedTo?: Delegation;
}

function instanceRow(context: SeedContext, random: Random, collection: NftCollection, plan: InstancePlan): Row {
  const { id, owner, fate, properties, delegatedTo } = plan;
  const row: Row = { _id: id, account: owner, ownedBy: 'u' };
  if (!LEGACY_COLLECTIONS.includes(collection.symbol)) row.soulBound = fate === 'soulBound';
  row.lockedTokens = lockedTokens(context, random);
  row.properties = properties;
  if (fate === 'listed') Object.assign(row, { account: NFT_MARKET_CONTRACT, ownedBy: 'c', previousAccount: owner, previousOwnedBy: 'u' });
  if (fate === 'burned') Object.assign(row, { account: SYSTEM_ACCOUNT.burn, previousAccount: owner, previousOwnedBy: 'u' });
  if (delegatedTo) row.delegatedTo = delegatedTo;
  if (fate === 'owned' && random.chance(0.3)) Object.assign(row, { previousAccount: random.pick(context.users), previousOwnedBy: 'u' });
  return row;
}

function lockedTokens(context: SeedContext, random: Random): Record<string, string> {
  if (!random.chance(0.08)) return {};
  const quantity = fixed(logUniform(random, 0.1, 100), 8);
  context.ledger.addToContract('nft', 'BEE', quantity);
  return { BEE: quantity };
}

/** Dev accounts delegate to the next dev account; some delegations are cooling down. */
function delegation(context: SeedContext, random: Random, owner: string, cooldownDays: number): Delegation {
  const devIndex = devAccountIndex(owner);
  const account = devIndex >= 0 ? DEV_ACCOUNTS[(devIndex + 1) % DEV_ACCOUNTS.length] : random.pick(context.users);
  if (devIndex < 0 && random.chance(0.2)) {
    return { account, ownedBy: 'u', undelegateAt: context.startMs + random.int(1, cooldownDays * 24) * HOUR_MS };
  }
  return { account, ownedBy: 'u' };
}

/** The sell book's grouping object: each groupBy property as a string, "" when unset. */
export function groupingOf(collection: NftCollection, properties: Record<string, NftPropertyValue>): Record<string, string> {
  return Object.fromEntries(collection.groupBy.map((name) => [name, name in properties ? String(properties[name]) : '']));
}

/** How a property is defined: the pack NFT's as packmanager's createNft makes them (read-only, edited by packmanager only). */
function propertyDefinition(collection: NftCollection, name: string, type: string) {
  if (collection.symbol === PACK_NFT_SYMBOL) return { type, isReadOnly: true, authorizedEditingAccounts: [], authorizedEditingContracts: ['packmanager'] };
  return { type, isReadOnly: name === collection.groupBy[0], authorizedEditingAccounts: [collection.issuer], authorizedEditingContracts: [] };
}

function definitionRow(collection: NftCollection, supply: number, burned: number): Row {
  const propertyDefinitions = Object.fromEntries(
    Object.entries(collection.properties).map(([name, type]) => [name, propertyDefinition(collection, name, type)]),
  );
  return {
    issuer: collection.issuer,
    symbol: collection.symbol,
    name: collection.name,
    orgName: collection.orgName,
    productName: collection.productName,
    metadata: JSON.stringify(collection.metadata),
    maxSupply: collection.maxSupply,
    supply,
    circulatingSupply: supply - burned,
    delegationEnabled: collection.undelegationCooldown !== undefined,
    undelegationCooldown: collection.undelegationCooldown ?? 0,
    authorizedIssuingAccounts: [collection.issuer],
    authorizedIssuingContracts: collection.symbol === PACK_NFT_SYMBOL ? ['packmanager'] : [],
    properties: propertyDefinitions,
    groupBy: collection.groupBy,
  };
}
