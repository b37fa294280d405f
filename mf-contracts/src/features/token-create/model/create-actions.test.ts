import { createTokenActions } from './create-actions';
import type { TokenDraft } from './create-rules';

const draft = (fields: Partial<TokenDraft> = {}): TokenDraft => ({
  name: ' Bob Token ',
  symbol: 'BOBT',
  precision: '3',
  maxSupply: '001000.50',
  url: '',
  icon: '',
  desc: '',
  ...fields,
});
const tokens = (contractAction: string, contractPayload: object) => ({ contractName: 'tokens', contractAction, contractPayload });

describe('createTokenActions', () => {
  it('sends create alone, without url when there is none, precision a number and maxSupply a plain string', () => {
    expect(createTokenActions(draft())).toEqual([tokens('create', { name: 'Bob Token', symbol: 'BOBT', precision: 3, maxSupply: '1000.5' })]);
    expect(createTokenActions(draft({ url: ' https://bob.example ' }))).toEqual([
      tokens('create', { name: 'Bob Token', symbol: 'BOBT', url: 'https://bob.example', precision: 3, maxSupply: '1000.5' }),
    ]);
  });

  it('adds updateMetadata with url, icon and description when an icon or a description is given', () => {
    const actions = createTokenActions(draft({ url: 'https://bob.example', icon: 'https://bob.example/i.png', desc: 'Bob’s token' }));
    expect(actions).toEqual([
      tokens('create', { name: 'Bob Token', symbol: 'BOBT', url: 'https://bob.example', precision: 3, maxSupply: '1000.5' }),
      tokens('updateMetadata', { symbol: 'BOBT', metadata: { url: 'https://bob.example', icon: 'https://bob.example/i.png', desc: 'Bob’s token' } }),
    ]);
    expect(createTokenActions(draft({ desc: 'Only a description' }))[1]).toEqual(tokens('updateMetadata', { symbol: 'BOBT', metadata: { url: '', icon: '', desc: 'Only a description' } }));
  });
});
