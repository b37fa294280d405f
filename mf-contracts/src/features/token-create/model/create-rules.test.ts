import { CREATE_MESSAGES, draftProblems, symbolProblem, type TokenDraft } from './create-rules';

const user = { account: 'bob', heAccount: false };
const draft = (fields: Partial<TokenDraft> = {}): TokenDraft => ({
  name: 'Bob Token',
  symbol: 'BOBT',
  precision: '3',
  maxSupply: '1000000',
  url: 'https://bob.example',
  icon: '',
  desc: '',
  ...fields,
});
const messages = (fields: Partial<TokenDraft>, rights = user) => draftProblems(draft(fields), rights).map(({ field, message }) => [field, message]);

describe('symbolProblem', () => {
  it('takes 1 to 10 capital letters', () => {
    expect(symbolProblem('B', user)).toBeNull();
    expect(symbolProblem('ABCDEFGHIJ', user)).toBeNull();
    expect(symbolProblem('', user)).toBe(CREATE_MESSAGES.symbolEmpty);
    for (const bad of ['ABCDEFGHIJK', 'bobt', 'BOB1', 'BO BT', '.BOB', 'BOB.', 'A.B.C', 'BÖB']) expect(symbolProblem(bad, user)).toBe(CREATE_MESSAGES.symbolFormat);
  });

  it('refuses a reserved symbol to any other account than its own', () => {
    expect(symbolProblem('GLINT', user)).toBe('GLINT is reserved for another account');
    expect(symbolProblem('GLINT', { account: 'steemmonsters', heAccount: false })).toBeNull();
  });

  it('keeps SWAP, ETH, BSC (anywhere in the symbol) and "." for Hive Engine accounts', () => {
    expect(symbolProblem('SWAPPY', user)).toBe('Symbols containing SWAP are reserved for Hive Engine');
    expect(symbolProblem('METHANE', user)).toBe('Symbols containing ETH are reserved for Hive Engine');
    expect(symbolProblem('BSCX', user)).toBe('Symbols containing BSC are reserved for Hive Engine');
    expect(symbolProblem('BOB.T', user)).toBe(CREATE_MESSAGES.symbolDot);
    const he = { account: 'hive-engine', heAccount: true };
    for (const symbol of ['SWAP.ABC', 'METHANE', 'BSCX', 'BOB.T']) expect(symbolProblem(symbol, he)).toBeNull();
    expect(symbolProblem('A.B.C', he)).toBe(CREATE_MESSAGES.symbolFormatHe);
  });

  it('checks the format before the reservations, as the contract does', () => {
    expect(symbolProblem('SWAP.TOOLONG', user)).toBe(CREATE_MESSAGES.symbolFormat);
    expect(symbolProblem('ETH.X', user)).toBe('Symbols containing ETH are reserved for Hive Engine');
  });
});

describe('draftProblems', () => {
  it('has nothing to say about a good draft', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ url: '', precision: '0', maxSupply: '9007199254740991' })).toEqual([]);
    expect(messages({ precision: '8', maxSupply: '0.00000001' })).toEqual([]);
  });

  it('lists the refusals in the contract order: symbol, name, url, precision, max supply, then the metadata', () => {
    expect(messages({ symbol: 'bad1', name: 'Bad!', url: 'ftp://x', precision: '9', maxSupply: '-1', icon: 'javascript:alert(1)' }).map(([field]) => field)).toEqual([
      'symbol',
      'name',
      'url',
      'precision',
      'maxSupply',
      'icon',
    ]);
  });

  it('takes a name of ASCII letters, digits and spaces, 1 to 50 characters', () => {
    expect(messages({ name: '' })).toEqual([['name', CREATE_MESSAGES.nameEmpty]]);
    expect(messages({ name: '   ' })).toEqual([['name', CREATE_MESSAGES.nameEmpty]]);
    expect(messages({ name: 'x'.repeat(50) })).toEqual([]);
    for (const bad of ['x'.repeat(51), 'Bob-Token', 'Bøb', 'Bob_Token']) expect(messages({ name: bad })).toEqual([['name', CREATE_MESSAGES.name]]);
  });

  it('takes an empty website or an http(s) one of at most 255 characters', () => {
    expect(messages({ url: 'http://bob.example/a' })).toEqual([]);
    expect(messages({ url: `https://bob.example/${'a'.repeat(235)}` })).toEqual([]);
    for (const bad of [`https://bob.example/${'a'.repeat(236)}`, 'bob.example', 'javascript:alert(1)']) expect(messages({ url: bad })[0][0]).toBe('url');
  });

  it('takes a whole precision from 0 to 8', () => {
    for (const bad of ['', '9', '-1', '2.5', '10', 'x']) expect(messages({ precision: bad })).toEqual([['precision', CREATE_MESSAGES.precision]]);
  });

  it('takes a positive max supply up to 9007199254740991 with at most `precision` decimals', () => {
    expect(messages({ maxSupply: '' })).toEqual([['maxSupply', CREATE_MESSAGES.maxSupplyEmpty]]);
    for (const bad of ['1e6', '1,000', '-5', '.5', '0x1f', 'Infinity']) expect(messages({ maxSupply: bad })).toEqual([['maxSupply', CREATE_MESSAGES.maxSupplyFormat]]);
    expect(messages({ maxSupply: '0' })).toEqual([['maxSupply', CREATE_MESSAGES.maxSupplyPositive]]);
    expect(messages({ maxSupply: '0.000' })).toEqual([['maxSupply', CREATE_MESSAGES.maxSupplyPositive]]);
    expect(messages({ maxSupply: '9007199254740991.001' })).toEqual([['maxSupply', CREATE_MESSAGES.maxSupplyLimit]]);
    expect(messages({ maxSupply: '1.0001' })).toEqual([['maxSupply', 'At most 3 decimals (the precision)']]);
    expect(messages({ maxSupply: '1.5', precision: '0' })).toEqual([['maxSupply', 'No decimals: the precision is 0']]);
    expect(messages({ maxSupply: '1.100', precision: '1' })).toEqual([]);
  });

  it('refuses an icon that is not an http(s) address, and metadata over 1000 characters', () => {
    expect(messages({ icon: 'data:image/png;base64,AAAA' })[0][0]).toBe('icon');
    expect(messages({ desc: 'd'.repeat(940) })).toEqual([]);
    expect(messages({ desc: 'd'.repeat(960) })).toEqual([['desc', CREATE_MESSAGES.metadataTooLong]]);
  });
});
