import { sidechain } from '@tdx/api';
import { dataKeys, defineQuery } from '@tdx/data';
import { allNftDefinitionsQuery, type NftDefinition, type NftInstanceRow } from '../../../shared';
import { sortedGroups, toHolding, type HoldingGroup } from '../model/holdings';

/** Instance tables read at once: enough to be quick, few enough not to flood one node. */
const PARALLEL_READS = 6;

async function eachLimited<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await read(items[index]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, items.length) }, worker));
  return results;
}

async function heldIn(definition: NftDefinition, account: string, now: number): Promise<HoldingGroup> {
  const rows = await sidechain.findAll<NftInstanceRow>('nft', `${definition.symbol}instances`, { account, ownedBy: 'u' });
  return { definition, holdings: rows.map((row) => toHolding(row, definition, now)) };
}

/**
 * Every instance `account` holds, by definition. The definitions are read fresh (one `findAll`),
 * then only the instance tables of NFTs with instances in circulation, each with the table's
 * `account` index (`{account, ownedBy: 'u'}`, paged by `_id`), a few at a time. Under the account's
 * key: every broadcast the user signs reads it again.
 */
export const nftHoldingsQuery = defineQuery({
  key: (account: string) => [...dataKeys.account(account), 'nft-holdings'],
  fetch: async (account: string): Promise<HoldingGroup[]> => {
    const definitions = await allNftDefinitionsQuery.fetch(undefined);
    const circulating = definitions.filter((definition) => definition.circulatingSupply > 0);
    const now = Date.now();
    return sortedGroups(await eachLimited(circulating, (definition) => heldIn(definition, account, now)));
  },
});
