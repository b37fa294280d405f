import { dataKeys, defineQuery } from '@tdx/data';
import { loadWalletData } from './chain-reads';

export const walletQuery = defineQuery({ key: (account: string) => [...dataKeys.account(account), 'wallet'], fetch: loadWalletData });
