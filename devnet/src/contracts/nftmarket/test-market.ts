import type { TestChain } from '../../chain/testing';
import { createNftTestChain, type Balances } from '../nft/test-chain';

/**
 * Test support: CARD (issuer alice) with properties type/rare/name, groupBy [type, rare] and its
 * market enabled. Instances: 1 {type 3, rare} 2 {type 3, rare} 3 {type 1} → bob; 4 {type 1} → carol.
 */
export function createMarketTestChain(balances: Balances = {}): TestChain {
  const t = createNftTestChain({ ...balances, alice: { BEE: '101' } });
  t.runAction('alice', 'nft', 'create', { name: 'Cards', symbol: 'CARD' });
  t.runAction('alice', 'nft', 'addProperty', { symbol: 'CARD', name: 'type', type: 'number' });
  t.runAction('alice', 'nft', 'addProperty', { symbol: 'CARD', name: 'rare', type: 'boolean' });
  t.runAction('alice', 'nft', 'addProperty', { symbol: 'CARD', name: 'name', type: 'string' });
  t.runAction('alice', 'nft', 'setGroupBy', { symbol: 'CARD', properties: ['type', 'rare'] });
  t.runAction('alice', 'nftmarket', 'enableMarket', { symbol: 'CARD' });
  const issue = (to: string, properties: Record<string, unknown>) =>
    t.runAction('alice', 'nft', 'issue', { symbol: 'CARD', to, feeSymbol: 'BEE', properties });
  issue('bob', { type: 3, rare: true });
  issue('bob', { type: 3, rare: true });
  issue('bob', { type: 1, name: 'Plain' });
  issue('carol', { type: 1 });
  return t;
}

export const sellCards = (t: TestChain, seller: string, nfts: string[], price: string, priceSymbol = 'SWAP.HIVE', fee = 500) =>
  t.runAction(seller, 'nftmarket', 'sell', { symbol: 'CARD', nfts, price, priceSymbol, fee });
