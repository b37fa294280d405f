import { lastTickLogs } from '../../tokens/test-fixtures';
import { createAirdropChain, newAirdrop, ownerOf, recipient } from '../test-fixtures';

describe('nftairdrops.tick', () => {
  it('hands the NFTs out in the next block and ends the airdrop', () => {
    const chain = createAirdropChain(3);
    const { transactionId } = newAirdrop(chain, [recipient('bob', 1), recipient('carol', 2, 3)]);
    chain.advanceClock(3000);

    expect([1, 2, 3].map((id) => ownerOf(chain, id))).toEqual([
      { account: 'bob', ownedBy: 'u' },
      { account: 'carol', ownedBy: 'u' },
      { account: 'carol', ownedBy: 'u' },
    ]);
    expect(chain.rows('nftairdrops', 'pendingAirdrops')).toEqual([]);
    const events = lastTickLogs(chain).flatMap((logs) => (logs as { events?: { contract: string; event: string; data: unknown }[] }).events ?? []);
    const own = events.filter((event) => event.contract === 'nftairdrops');
    expect(own).toEqual([
      { contract: 'nftairdrops', event: 'nftAirdropDistribution', data: { airdropId: transactionId, symbol: 'CARD', transactionCount: 3 } },
      { contract: 'nftairdrops', event: 'nftAirdropFinished', data: { airdropId: transactionId, symbol: 'CARD' } },
    ]);
  });

  it('sends at most maxTransactionsPerBlock NFTs a block, recipients from the end of the list', () => {
    const chain = createAirdropChain(5);
    chain.runAction('hive-engine', 'nftairdrops', 'updateParams', { maxTransactionsPerBlock: 2 });
    newAirdrop(chain, [recipient('bob', 1), recipient('carol', 2), recipient('dave', 3, 4, 5)]);

    chain.advanceClock(3000);
    expect([3, 4, 5].map((id) => ownerOf(chain, id).account)).toEqual(['dave', 'dave', 'nftairdrops']);
    expect(chain.rows('nftairdrops', 'pendingAirdrops')[0]).toMatchObject({ nftIds: ['1', '2', '5'], list: [recipient('bob', 1), recipient('carol', 2), recipient('dave', 5)] });

    chain.advanceClock(3000);
    expect([2, 5].map((id) => ownerOf(chain, id).account)).toEqual(['carol', 'dave']);
    chain.advanceClock(3000);
    expect(ownerOf(chain, 1).account).toBe('bob');
    expect(chain.rows('nftairdrops', 'pendingAirdrops')).toEqual([]);
  });

  it('is refused to anyone but the node', () => {
    const chain = createAirdropChain(0);
    expect(chain.runAction('alice', 'nftairdrops', 'tick', {}).logs).toEqual({ errors: ['not authorized: alice'] });
  });
});
