import { createNftAction } from './create-action';
import { nftCreationFeeProblem } from './creation-fee';

describe('createNftAction', () => {
  it('sends the fields given, trimmed, and leaves out empty optional ones', () => {
    expect(createNftAction({ name: ' Bob Art ', symbol: 'BOBART', orgName: '', productName: '', url: '', maxSupply: '', issuingAccounts: 'bob', issuingContracts: '' })).toEqual({
      contractName: 'nft',
      contractAction: 'create',
      contractPayload: { symbol: 'BOBART', name: 'Bob Art', authorizedIssuingAccounts: ['bob'] },
    });
    expect(createNftAction({ name: 'Bob Art', symbol: 'BOBART', orgName: '', productName: '', url: '', maxSupply: '', issuingAccounts: ' ', issuingContracts: '' }).contractPayload).toEqual({ symbol: 'BOBART', name: 'Bob Art' });
  });

  it('sends every field of nft.create, the contracts under their real key', () => {
    expect(
      createNftAction({ name: 'Bob Art', symbol: 'BOBART', orgName: 'Bob Studio', productName: 'Prints', url: 'https://bob.example', maxSupply: '500', issuingAccounts: 'bob, Alice', issuingContracts: 'packmanager' }).contractPayload,
    ).toEqual({
      symbol: 'BOBART',
      name: 'Bob Art',
      orgName: 'Bob Studio',
      productName: 'Prints',
      url: 'https://bob.example',
      maxSupply: '500',
      authorizedIssuingAccounts: ['bob', 'alice'],
      authorizedIssuingContracts: ['packmanager'],
    });
  });
});

describe('nftCreationFeeProblem', () => {
  it('passes a balance covering the fee', () => {
    expect(nftCreationFeeProblem('100', '100.00000000')).toBeNull();
    expect(nftCreationFeeProblem('0', '0')).toBeNull();
  });

  it('says the fee and the balance when short', () => {
    expect(nftCreationFeeProblem('100', '99.99999999')).toBe('Creating an NFT costs 100 BEE; you have 99.99999999 BEE.');
  });
});
