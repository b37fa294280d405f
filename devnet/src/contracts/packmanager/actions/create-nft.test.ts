import { balanceAmount } from '../../tokens/test-fixtures';
import { CREATE_NFT, createPackTestChain } from '../test-chain';

describe('packmanager.createNft', () => {
  it('creates the NFT with packmanager as issuing contract, the three properties and the groupBy', () => {
    const t = createPackTestChain({ alice: { BEE: '150' } });
    const result = t.runAction('alice', 'packmanager', 'createNft', { ...CREATE_NFT, isFoilReadOnly: false });
    expect(result.logs.events?.at(-1)).toEqual({ contract: 'packmanager', event: 'createNft', data: { symbol: 'CARD' } });
    expect(result.logs.errors).toBeUndefined();
    expect(balanceAmount(t, 'alice', 'BEE')).toBe('50.00000000');
    const [nft] = t.rows('nft', 'nfts');
    expect(nft).toMatchObject({ issuer: 'alice', symbol: 'CARD', authorizedIssuingAccounts: [], authorizedIssuingContracts: ['packmanager'] });
    expect(nft.groupBy).toEqual(['edition', 'foil', 'type']);
    expect(nft.properties).toEqual({
      edition: { type: 'number', isReadOnly: true, authorizedEditingAccounts: [], authorizedEditingContracts: ['packmanager'] },
      foil: { type: 'number', isReadOnly: false, authorizedEditingAccounts: [], authorizedEditingContracts: ['packmanager'] },
      type: { type: 'number', isReadOnly: true, authorizedEditingAccounts: [], authorizedEditingContracts: ['packmanager'] },
    });
    expect(t.rows('packmanager', 'managedNfts')).toEqual([{ _id: 1, nft: 'CARD', feePool: '0', editionMapping: {} }]);
  });

  it.each([
    [{ alice: { BEE: '150' } }, { ...CREATE_NFT, symbol: 7 }, 'invalid params'],
    [{ alice: { BEE: '150' } }, { ...CREATE_NFT, isTypeReadOnly: 'yes' }, 'invalid params'],
    [{ alice: { BEE: '99' } }, CREATE_NFT, 'you must have enough tokens to cover the NFT creation'],
  ])('refuses %#', (balances, payload, error) => {
    const t = createPackTestChain(balances);
    expect(t.runAction('alice', 'packmanager', 'createNft', payload).logs).toEqual({ errors: [error] });
    expect(t.rows('nft', 'nfts')).toEqual([]);
  });

  it('refuses an existing symbol, and reports the nft contract error when the NFT cannot be created', () => {
    const t = createPackTestChain({ alice: { BEE: '500' } });
    t.runAction('alice', 'packmanager', 'createNft', CREATE_NFT);
    expect(t.runAction('alice', 'packmanager', 'createNft', CREATE_NFT).logs).toEqual({ errors: ['symbol already exists'] });
    const bad = t.runAction('alice', 'packmanager', 'createNft', { ...CREATE_NFT, symbol: 'OTHER', name: 'a<b' });
    expect(bad.logs.errors).toEqual(['invalid name: letters, numbers, whitespaces only, max length of 50', 'error creating NFT']);
  });

  it('needs the active key', () => {
    const t = createPackTestChain();
    expect(t.runAction('alice', 'packmanager', 'createNft', CREATE_NFT, { active: false }).logs).toEqual({
      errors: ['you must use a custom_json signed with your active key'],
    });
  });
});
