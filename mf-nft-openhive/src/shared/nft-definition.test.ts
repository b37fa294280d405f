import { marketSymbolsOf } from './nft-queries';
import { parseNftMetadata, toNftDefinition, type NftDefinitionRow } from './nft-definition';

const row: NftDefinitionRow = {
  _id: 1,
  symbol: 'EVILART',
  issuer: 'boldbadger',
  name: '<script>alert(1)</script>',
  orgName: 'Invoice \u202Efdp.exe',
  productName: '',
  metadata: JSON.stringify({ url: 'javascript:alert(1)', icon: 'data:text/html,<script>alert(1)</script>', desc: 'B\u200DE\u200DE' }),
  maxSupply: 0,
  supply: 3,
  circulatingSupply: 2,
  delegationEnabled: true,
  undelegationCooldown: 5,
  authorizedIssuingAccounts: ['boldbadger', 42],
  authorizedIssuingContracts: [],
  properties: { title: { type: 'string', isReadOnly: true, authorizedEditingAccounts: ['boldbadger'], authorizedEditingContracts: [] } },
  groupBy: ['title'],
};

describe('toNftDefinition', () => {
  it('keeps hostile text as text without invisible characters, and drops links and icons that are not http(s)', () => {
    expect(toNftDefinition(row)).toEqual({
      symbol: 'EVILART',
      issuer: 'boldbadger',
      name: '<script>alert(1)</script>',
      orgName: 'Invoice fdp.exe',
      productName: '',
      maxSupply: 0,
      supply: 3,
      circulatingSupply: 2,
      delegationEnabled: true,
      undelegationCooldown: 5,
      issuingAccounts: ['boldbadger'],
      issuingContracts: [],
      properties: [{ name: 'title', type: 'string', readOnly: true, editingAccounts: ['boldbadger'], editingContracts: [] }],
      groupBy: ['title'],
      url: null,
      icon: null,
      description: 'BEE',
    });
  });

  it('keeps http(s) links and icons', () => {
    const nft = toNftDefinition({ ...row, metadata: JSON.stringify({ url: 'https://art.example', icon: 'https://art.example/i.png' }) });
    expect([nft.url, nft.icon]).toEqual(['https://art.example/', 'https://art.example/i.png']);
  });
});

describe('parseNftMetadata', () => {
  it('gives {} for anything but a JSON object', () => {
    expect(parseNftMetadata('not json')).toEqual({});
    expect(parseNftMetadata('[1]')).toEqual({});
    expect(parseNftMetadata(undefined)).toEqual({});
    expect(parseNftMetadata('{"url":"x"}')).toEqual({ url: 'x' });
  });
});

describe('marketSymbolsOf', () => {
  it('finds the symbols with a sell book among the nftmarket tables', () => {
    expect(marketSymbolsOf({ nftmarket_params: {}, nftmarket_CITYsellBook: {}, nftmarket_CITYopenInterest: {}, nftmarket_STARsellBook: {} })).toEqual(new Set(['CITY', 'STAR']));
    expect(marketSymbolsOf(undefined)).toEqual(new Set());
  });
});
