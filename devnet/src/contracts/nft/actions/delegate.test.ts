import type { ContractDefinition } from '../../../chain/contract-api';
import { chainWithDelegation, createCard, createNftTestChain, issueCard } from '../test-chain';

/** Writes the mining contract's `pools` table without deploying it, as the devnet's seed does. */
const miningTablesOnly: ContractDefinition = {
  name: 'seeder',
  owner: 'alice',
  tables: [],
  actions: { seedMining: (api) => void api.createTable({ name: 'pools' }, 'mining') },
};

describe('nft.delegate', () => {
  it('delegates held instances and blocks their transfer', () => {
    const t = chainWithDelegation();
    const result = t.runAction('bob', 'nft', 'delegate', { to: 'Carol', nfts: [{ symbol: 'CARD', ids: ['1', '1'] }] });
    expect(result.logs).toEqual({
      events: [{ contract: 'nft', event: 'delegate', data: { from: 'bob', fromType: 'u', to: 'carol', toType: 'u', symbol: 'CARD', id: '1' } }],
    });
    expect(t.rows('nft', 'CARDinstances')[0]).toMatchObject({ account: 'bob', delegatedTo: { account: 'carol', ownedBy: 'u' } });
    expect(t.runAction('bob', 'nft', 'transfer', { to: 'dave', nfts: [{ symbol: 'CARD', ids: ['1'] }] }).logs).toEqual({});
  });

  it('tells no mining contract when only its tables exist: the delegation logs no error', () => {
    const t = createNftTestChain({ alice: { BEE: '1101' } }, { contracts: [miningTablesOnly] });
    t.runAction('alice', 'seeder', 'seedMining', {});
    createCard(t);
    t.runAction('alice', 'nft', 'enableDelegation', { symbol: 'CARD', undelegationCooldown: 2 });
    issueCard(t, 'bob');
    const result = t.runAction('bob', 'nft', 'delegate', { to: 'carol', nfts: [{ symbol: 'CARD', ids: ['1'] }] });
    expect(result.logs.errors).toBeUndefined();
    expect(t.rows('nft', 'CARDinstances')[0]).toMatchObject({ delegatedTo: { account: 'carol', ownedBy: 'u' } });
  });

  it('needs delegation enabled per symbol and a valid recipient', () => {
    const t = createNftTestChain({ alice: { BEE: '101' } });
    createCard(t);
    issueCard(t, 'bob');
    expect(t.runAction('bob', 'nft', 'delegate', { to: 'carol', nfts: [{ symbol: 'CARD', ids: ['1'] }] }).logs).toEqual({
      errors: ['delegation not enabled for CARD'],
    });
    expect(t.runAction('bob', 'nft', 'delegate', { to: 'bob', nfts: [] }).logs).toEqual({ errors: ['cannot delegate to self'] });
    expect(t.runAction('bob', 'nft', 'delegate', { to: 'null', nfts: [] }).logs).toEqual({ errors: ['cannot delegate to null'] });
    expect(t.runAction('bob', 'nft', 'delegate', { to: 'x'.repeat(17), nfts: [] }).logs).toEqual({ errors: ['invalid to'] });
  });
});
