import { chainWithDelegation } from '../test-chain';

const DAY_MS = 24 * 3600 * 1000;

describe('nft.undelegate and the checkPendingUndelegations tick', () => {
  it('starts the cooldown, then removes the delegation when it is due', () => {
    const t = chainWithDelegation();
    t.runAction('bob', 'nft', 'delegate', { to: 'carol', nfts: [{ symbol: 'CARD', ids: ['1', '2'] }] });
    const start = t.clock.now();
    const result = t.runAction('bob', 'nft', 'undelegate', { nfts: [{ symbol: 'CARD', ids: ['2', '1', '2'] }] });
    expect(result.logs).toEqual({
      events: [
        { contract: 'nft', event: 'undelegateStart', data: { from: 'carol', fromType: 'u', symbol: 'CARD', id: '2' } },
        { contract: 'nft', event: 'undelegateStart', data: { from: 'carol', fromType: 'u', symbol: 'CARD', id: '1' } },
      ],
    });
    const completeTimestamp = Math.floor(start / 1000) * 1000 + 2 * DAY_MS;
    expect(t.rows('nft', 'pendingUndelegations')).toEqual([{ _id: 1, symbol: 'CARD', ids: [2, 1], completeTimestamp }]);
    expect(t.rows('nft', 'CARDinstances')[0]).toMatchObject({ delegatedTo: { account: 'carol', ownedBy: 'u', undelegateAt: completeTimestamp } });

    t.advanceClock(DAY_MS);
    expect(t.rows('nft', 'pendingUndelegations')).toHaveLength(1);
    t.advanceClock(DAY_MS);
    const ticks = t.chain.latestBlock().virtualTransactions.map((tx) => JSON.parse(tx.logs));
    expect(ticks).toEqual([{ events: [{ contract: 'nft', event: 'undelegateDone', data: { symbol: 'CARD', ids: [2, 1] } }] }]);
    expect(t.rows('nft', 'pendingUndelegations')).toEqual([]);
    expect(t.rows('nft', 'CARDinstances')[0].delegatedTo).toBeUndefined();
  });

  it('ignores instances without a delegation and refuses users calling the tick', () => {
    const t = chainWithDelegation();
    expect(t.runAction('bob', 'nft', 'undelegate', { nfts: [{ symbol: 'CARD', ids: ['1'] }] }).logs).toEqual({});
    expect(t.rows('nft', 'pendingUndelegations')).toEqual([]);
    expect(t.runAction('bob', 'nft', 'checkPendingUndelegations', {}).logs).toEqual({ errors: ['not authorized'] });
  });
});
