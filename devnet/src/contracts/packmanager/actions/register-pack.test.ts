import { balanceAmount } from '../../tokens/test-fixtures';
import { CREATE_NFT, REGISTER_PACK, createPackTestChain } from '../test-chain';

function chainWithNft(balances = { alice: { BEE: '1100' }, bob: { BEE: '2000' } }) {
  const t = createPackTestChain(balances);
  t.runAction('alice', 'packmanager', 'createNft', CREATE_NFT);
  return t;
}

describe('packmanager.registerPack', () => {
  it('burns the fee, stores the settings and opens the named edition', () => {
    const t = chainWithNft();
    const result = t.runAction('alice', 'packmanager', 'registerPack', REGISTER_PACK);
    expect(result.logs.events).toEqual([
      { contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '1000' } },
      { contract: 'packmanager', event: 'registerPack', data: { account: 'alice', symbol: 'PACK', nft: 'CARD' } },
    ]);
    expect(balanceAmount(t, 'alice', 'BEE')).toBe('0.00000000');
    const { packSymbol, nftSymbol, editionName, ...settings } = REGISTER_PACK;
    expect(t.rows('packmanager', 'packs')).toEqual([{ _id: 1, account: 'alice', symbol: packSymbol, nft: nftSymbol, ...settings, isFinalized: false }]);
    expect(t.rows('packmanager', 'managedNfts')[0].editionMapping).toEqual({
      0: { nextTypeId: 0, editionName, categoryRO: false, rarityRO: false, teamRO: false, nameRO: false },
    });
  });

  it.each([
    [{ editionName: 'a-b' }, 'invalid edition name: letters, numbers, whitespaces only, max length of 100'],
    [{ foilChance: [] }, 'invalid params'],
    [{ foilChance: [50, 50] }, 'invalid params'],
    [{ rarityChance: [0, 10] }, 'invalid params'],
    [{ categoryChance: [1.5, 3] }, 'invalid params'],
    [{ teamChance: ['1'] }, 'invalid params'],
    [{ teamChance: Array.from({ length: 101 }, (_, index) => index + 1) }, 'invalid params'],
    [{ cardsPerPack: 31 }, 'invalid params'],
    [{ cardsPerPack: 0 }, 'invalid params'],
    [{ numRolls: 11 }, 'invalid params'],
    [{ edition: -1 }, 'invalid params'],
    [{ edition: '0' }, 'invalid params'],
    [{ packSymbol: 'NOPE' }, 'pack symbol must exist'],
    [{ nftSymbol: 'NOPE' }, 'NFT not under management'],
    [{ editionName: undefined }, 'must provide a name for the new edition'],
  ])('refuses %j', (change, error) => {
    const t = chainWithNft();
    expect(t.runAction('alice', 'packmanager', 'registerPack', { ...REGISTER_PACK, ...change }).logs).toEqual({ errors: [error] });
    expect(t.rows('packmanager', 'packs')).toEqual([]);
  });

  it('accepts 100 entries, and a second pack of a known edition without a name', () => {
    const t = chainWithNft({ alice: { BEE: '2100' }, bob: { BEE: '0' } });
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(t.runAction('alice', 'packmanager', 'registerPack', { ...REGISTER_PACK, teamChance: hundred }).logs.errors).toBeUndefined();
    const second = t.runAction('alice', 'packmanager', 'registerPack', { ...REGISTER_PACK, packSymbol: 'BEE', editionName: undefined });
    expect(second.logs.errors).toBeUndefined();
    expect(t.rows('packmanager', 'packs')).toHaveLength(2);
  });

  it('refuses a lacking fee, a non-issuer and a pack registered twice', () => {
    const t = chainWithNft({ alice: { BEE: '2100' }, bob: { BEE: '2000' } });
    expect(t.runAction('carol', 'packmanager', 'registerPack', REGISTER_PACK).logs).toEqual({
      errors: ['you must have enough tokens to cover the registration fee'],
    });
    expect(t.runAction('bob', 'packmanager', 'registerPack', REGISTER_PACK).logs).toEqual({ errors: ['not authorized to register'] });
    t.runAction('alice', 'packmanager', 'registerPack', REGISTER_PACK);
    expect(t.runAction('alice', 'packmanager', 'registerPack', REGISTER_PACK).logs).toEqual({ errors: ['pack already registered for CARD'] });
  });
});
