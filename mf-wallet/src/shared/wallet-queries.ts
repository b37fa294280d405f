import { dataKeys, defineQuery } from '@tdx/data';
import { loadDelegationsOut, loadPendingUnstakes, loadTokensParams, loadWalletData } from './chain-reads';

export const walletQuery = defineQuery({ key: (account: string) => [...dataKeys.account(account), 'wallet'], fetch: loadWalletData });

interface AccountToken {
  account: string;
  symbol: string;
}

export const pendingUnstakesQuery = defineQuery({
  key: ({ account, symbol }: AccountToken) => [...dataKeys.account(account), 'pending-unstakes', symbol],
  fetch: ({ account, symbol }: AccountToken) => loadPendingUnstakes(account, symbol),
});

export const delegationsOutQuery = defineQuery({
  key: ({ account, symbol }: AccountToken) => [...dataKeys.account(account), 'delegations-out', symbol],
  fetch: ({ account, symbol }: AccountToken) => loadDelegationsOut(account, symbol),
});

export const tokensParamsQuery = defineQuery({ key: () => ['tokens-params'], fetch: loadTokensParams });
