import { splitNames } from '../../../shared';
import { NFT_CREATE_MESSAGES as M, nftDraftProblems, type NftDraft } from './create-rules';

const good: NftDraft = { name: 'Bob Art', symbol: 'BOBART', orgName: '', productName: '', url: '', maxSupply: '', issuingAccounts: 'bob', issuingContracts: '' };
const problems = (fields: Partial<NftDraft>, account = 'bob') => nftDraftProblems({ ...good, ...fields }, account).map(({ field, message }) => [field, message]);

describe('nftDraftProblems', () => {
  it('passes a good draft, optional fields empty or set', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ orgName: 'Bob Studio', productName: 'Prints 2', url: 'https://bob.example', maxSupply: '9007199254740991', issuingAccounts: 'bob, alice', issuingContracts: 'packmanager' })).toEqual([]);
  });

  it('refuses each field in the contract’s order', () => {
    expect(problems({ symbol: '', name: 'Bad-Name', url: 'javascript:alert(1)', maxSupply: '0' })).toEqual([
      ['symbol', M.symbolEmpty],
      ['name', M.longName],
      ['url', 'Enter an http(s) address of at most 255 characters'],
      ['maxSupply', M.maxSupplyPositive],
    ]);
  });

  it('takes capital letters only, at most 10, and keeps reserved symbols for their account', () => {
    for (const bad of ['BOB1', 'BOB.ART', 'bobart', 'ABCDEFGHIJK']) expect(problems({ symbol: bad })).toEqual([['symbol', M.symbolFormat]]);
    expect(problems({ symbol: 'CELL' })).toEqual([['symbol', M.symbolReserved('CELL')]]);
    expect(problems({ symbol: 'CELL' }, 'beggars')).toEqual([]);
  });

  it('checks names, org and product names alike: letters, digits, spaces, at most 50', () => {
    expect(problems({ name: '' })).toEqual([['name', M.nameEmpty]]);
    expect(problems({ name: 'a'.repeat(51) })).toEqual([['name', M.longName]]);
    expect(problems({ orgName: '<b>' })).toEqual([['orgName', M.longName]]);
    expect(problems({ productName: 'Ünicode' })).toEqual([['productName', M.longName]]);
  });

  it('takes a whole positive max supply up to 2^53 − 1', () => {
    expect(problems({ maxSupply: '1.5' })).toEqual([['maxSupply', M.maxSupplyFormat]]);
    expect(problems({ maxSupply: '9007199254740992' })).toEqual([['maxSupply', M.maxSupplyLimit]]);
  });

  it('checks issuer lists: at most 10, each name, no duplicates', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `user${String.fromCharCode(97 + index)}`).join(',');
    expect(problems({ issuingAccounts: eleven })).toEqual([['issuingAccounts', M.tooManyIssuers('accounts')]]);
    expect(problems({ issuingAccounts: 'bob ab' })[0][1]).toMatch(/^“ab”: /);
    expect(problems({ issuingAccounts: 'bob BOB' })).toEqual([['issuingAccounts', M.duplicate('bob')]]);
    expect(problems({ issuingContracts: 'ab' })).toEqual([['issuingContracts', M.badContract('ab')]]);
    expect(problems({ issuingContracts: 'mining mining' })).toEqual([['issuingContracts', M.duplicate('mining')]]);
  });
});

describe('splitNames', () => {
  it('splits on commas, spaces and lines', () => {
    expect(splitNames(' Bob,alice\ncarol ;dave ', true)).toEqual(['bob', 'alice', 'carol', 'dave']);
    expect(splitNames('', false)).toEqual([]);
  });
});
