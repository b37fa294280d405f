import type { TestChain } from '../../chain/testing';
import { createCard, createNftTestChain, issueCard } from '../nft/test-chain';
import { contract as nftairdrops } from '.';
import { DEFAULT_NFT_AIRDROP_PARAMS, type AirdropRecipient } from './rows';

/** A chain with tokens, nft and nftairdrops (default params), CARD created by alice and `held` CARDs issued to her (ids 1…held). */
export function createAirdropChain(held: number, bee = '1000'): TestChain {
  const chain = createNftTestChain({ alice: { BEE: bee } }, { contracts: [nftairdrops] });
  chain.table('nftairdrops', 'params').insert({ ...DEFAULT_NFT_AIRDROP_PARAMS });
  createCard(chain);
  for (let index = 0; index < held; index += 1) issueCard(chain, 'alice');
  return chain;
}

export const newAirdrop = (chain: TestChain, list: unknown, extra: Record<string, unknown> = {}, sender = 'alice') =>
  chain.runAction(sender, 'nftairdrops', 'newAirdrop', { symbol: 'CARD', list, ...extra });

export const recipient = (to: string, ...ids: number[]): AirdropRecipient => ({ to, ids: ids.map(String) });

export function ownerOf(chain: TestChain, id: number): { account: unknown; ownedBy: unknown } {
  const row = chain.table('nft', 'CARDinstances').findOne({ _id: id });
  return { account: row?.account, ownedBy: row?.ownedBy };
}
