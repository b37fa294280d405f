import { sidechain } from '@tdx/api';
import { dataKeys, defineQuery } from '@tdx/data';
import type { LiquidityPosition } from './positions';

/** The account's liquidity positions, by token pair (under the account's key: every broadcast it signs reads them again). */
export const liquidityPositionsQuery = defineQuery({
  key: (account: string) => [...dataKeys.account(account), 'liquidity-positions'],
  fetch: async (account: string): Promise<ReadonlyMap<string, LiquidityPosition>> => {
    const rows = await sidechain.findAll<LiquidityPosition & { _id: number }>('marketpools', 'liquidityPositions', { account });
    return new Map(rows.map((row) => [row.tokenPair, row]));
  },
});
