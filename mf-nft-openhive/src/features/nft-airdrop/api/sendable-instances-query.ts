import { sidechain } from '@tdx/api';
import { dataKeys, defineQuery } from '@tdx/data';

interface HeldInstanceRow {
  _id: number;
  delegatedTo?: unknown;
  soulBound?: boolean;
}

export interface SendableArgs {
  account: string;
  symbol: string;
}

/** What the contract lets an account airdrop: held by the user itself, not delegated, not soul-bound. */
export const isSendable = (row: HeldInstanceRow): boolean => row.delegatedTo === undefined && row.soulBound !== true;

/**
 * The ids (as strings, lowest first) of the account's instances of `symbol` it may airdrop. Under
 * the account's key, so every action it signs reads them again.
 */
export const sendableInstancesQuery = defineQuery({
  key: ({ account, symbol }: SendableArgs) => [...dataKeys.account(account), 'nft-instances', symbol, 'sendable'],
  fetch: async ({ account, symbol }: SendableArgs): Promise<string[]> => {
    const rows = await sidechain.findAll<HeldInstanceRow>('nft', `${symbol}instances`, { account, ownedBy: 'u' });
    // findAll reads by `_id`, so the ids come lowest first.
    return rows.filter(isSendable).map((row) => String(row._id));
  },
});
