import type { TestChain } from '../../chain/testing';
import { balanceRow, createTokensChain, tokenRow } from '../tokens/test-fixtures';
import { contract } from './index';

export const SWAP_HIVE = tokenRow('SWAP.HIVE', {
  issuer: 'honey-swap',
  name: 'HIVE Pegged',
  supply: '1000.00000000',
  circulatingSupply: '1000.00000000',
});

/** tokens + hivepegged; honey-swap holds the pegged supply, alice 20 SWAP.HIVE. */
export function createPegChain(): TestChain {
  return createTokensChain(
    {
      tokens: [SWAP_HIVE],
      balances: [
        balanceRow('honey-swap', 'SWAP.HIVE', { balance: '980.00000000' }),
        balanceRow('alice', 'SWAP.HIVE', { balance: '20.00000000' }),
      ],
    },
    [contract],
  );
}

export function withdrawals(chain: TestChain) {
  return chain.rows('hivepegged', 'withdrawals').map(({ _id, ...row }) => row);
}
