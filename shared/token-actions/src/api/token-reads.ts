import { sidechain } from '@tdx/api';
import type { Delegation, PendingUnstake, TokensFees } from '@tdx/contracts';
import { dataKeys, defineQuery } from '@tdx/data';

interface AccountToken {
  account: string;
  symbol: string;
}

/** The account's pending unstakes of one token, soonest tranche first. */
export const pendingUnstakesQuery = defineQuery({
  key: ({ account, symbol }: AccountToken) => [...dataKeys.account(account), 'pending-unstakes', symbol],
  fetch: async ({ account, symbol }: AccountToken) => {
    const rows = await sidechain.findAll<PendingUnstake>('tokens', 'pendingUnstakes', { account, symbol });
    return rows.sort((a, b) => a.nextTransactionTimestamp - b.nextTransactionTimestamp);
  },
});

/** What the account delegated of one token, by recipient. */
export const delegationsOutQuery = defineQuery({
  key: ({ account, symbol }: AccountToken) => [...dataKeys.account(account), 'delegations-out', symbol],
  fetch: ({ account, symbol }: AccountToken) => sidechain.findAll<Delegation>('tokens', 'delegations', { from: account, symbol }),
});

/** The `tokens.params` row: the fees in BEE, and the accounts exempt from the creation fee and the symbol restrictions. */
export interface TokensParams extends TokensFees {
  heAccounts?: Record<string, number>;
}

/** The live `tokens.params` row, `null` when the node has none. */
export const tokensParamsQuery = defineQuery({
  key: () => ['tokens-params'],
  fetch: () => sidechain.findOne<TokensParams>('tokens', 'params', {}),
});
