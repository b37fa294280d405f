import { balanceAmount } from '../../tokens/test-fixtures';
import { createAirdropChain, newAirdrop, ownerOf, recipient } from '../test-fixtures';

describe('nftairdrops.newAirdrop', () => {
  it('burns 0.1 BEE per NFT, moves the NFTs into the contract and stores the airdrop for the next block', () => {
    const chain = createAirdropChain(3);
    const beeBefore = balanceAmount(chain, 'alice', 'BEE') as string;
    const result = newAirdrop(chain, [recipient('bob', 1), recipient('carol', 2, 3)]);

    expect(result.logs.errors).toBeUndefined();
    expect(Number(beeBefore) - Number(balanceAmount(chain, 'alice', 'BEE'))).toBeCloseTo(0.3, 8);
    expect([1, 2, 3].map((id) => ownerOf(chain, id))).toEqual(Array(3).fill({ account: 'nftairdrops', ownedBy: 'c' }));
    const [pending] = chain.rows('nftairdrops', 'pendingAirdrops');
    expect(pending).toMatchObject({ symbol: 'CARD', from: 'alice', fromType: 'user', nftIds: ['1', '2', '3'], totalFee: '0.30000000', softFail: true, isValid: true });
    expect(pending.blockNumber).toBe(chain.chain.latestBlock().blockNumber + 1);
    expect(result.logs.events?.at(-1)).toEqual({
      contract: 'nftairdrops',
      event: 'newNftAirdrop',
      data: { airdropId: result.transactionId, sender: 'alice', senderType: 'user', symbol: 'CARD', startBlockNumber: pending.blockNumber },
    });
  });

  it.each([
    [{ symbol: 'card' }, [recipient('bob', 1)], ['invalid symbol']],
    [{ symbol: 'NOPE' }, [recipient('bob', 1)], ['invalid symbol']],
    [{}, [], ['invalid list']],
    [{}, 'bob', ['invalid list']],
    [{}, [recipient('bob', 1), recipient('B@d', 2)], ['invalid account B@d at index 1', 'invalid list']],
    [{}, [{ to: 'bob', ids: [1] }], ['invalid nft ids array for account bob at index 0', 'invalid list']],
    [{}, [{ to: 'bob', ids: [] }], ['invalid nft ids array for account bob at index 0', 'invalid list']],
    [{}, [{ to: 'bob', ids: ['0'] }], ['invalid nft ids array for account bob at index 0', 'invalid list']],
    [{}, [recipient('bob', 1), recipient('carol', 1)], ['airdrop list contains duplicate nfts']],
    [{}, [recipient('bob', 4)], ['cannot airdrop nfts that are delegated or not owned by this account or soulBound']],
    [{ startBlockNumber: 1 }, [recipient('bob', 1)], ['invalid startBlockNumber']],
    [{ fromType: 'contract' }, [{ to: 'bob', toType: 'account', ids: ['1'] }], ['invalid account bob at index 0', 'invalid list']],
  ])('refuses %j %j with the node’s errors', (extra, list, errors) => {
    const chain = createAirdropChain(3);
    chain.runAction('alice', 'nft', 'transfer', { to: 'dave', nfts: [{ symbol: 'CARD', ids: ['3'] }] });
    issueToDave(chain);
    expect(newAirdrop(chain, list, extra).logs).toEqual({ errors });
    expect(chain.rows('nftairdrops', 'pendingAirdrops')).toEqual([]);
  });

  it('needs the active key', () => {
    const chain = createAirdropChain(1);
    expect(chain.runAction('alice', 'nftairdrops', 'newAirdrop', { symbol: 'CARD', list: [recipient('bob', 1)] }, { active: false }).logs).toEqual({
      errors: ['you must use a custom_json signed with your active key'],
    });
  });

  it('refuses more NFTs per account or per airdrop than the params allow', () => {
    const chain = createAirdropChain(3);
    chain.runAction('hive-engine', 'nftairdrops', 'updateParams', { maxTransactionsPerAirdrop: 2, maxTransactionsPerAccount: 1 });
    expect(newAirdrop(chain, [recipient('bob', 1, 2)]).logs.errors).toEqual(['invalid nft ids array for account bob at index 0', 'invalid list']);
    expect(newAirdrop(chain, [recipient('bob', 1), recipient('carol', 2), recipient('dave', 3)]).logs.errors).toEqual([
      'exceeded airdrop transactions limit',
      'invalid list',
    ]);
  });

  it('refuses a fee the sender cannot pay, keeping the NFTs', () => {
    const chain = createAirdropChain(2, '100.0021');
    expect(newAirdrop(chain, [recipient('bob', 1), recipient('carol', 2)]).logs).toEqual({ errors: ['you must have enough tokens to cover the airdrop fee'] });
    expect(ownerOf(chain, 1)).toEqual({ account: 'alice', ownedBy: 'u' });
  });
});

/** CARD #4, held by dave: not alice's to airdrop. */
function issueToDave(chain: ReturnType<typeof createAirdropChain>): void {
  chain.runAction('alice', 'nft', 'issue', { symbol: 'CARD', to: 'dave', feeSymbol: 'BEE' });
}
