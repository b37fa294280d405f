import { detailsActions, detailsDraftOf, detailsProblems } from './details-draft';
import { MANAGE_MESSAGES } from './manage-rules';

const metadata = { url: 'https://cards.example', icon: 'https://cards.example/i.png', extra: 1 };
const initial = detailsDraftOf({ name: 'Cards', orgName: '', productName: 'Deck' }, metadata);

describe('the details form', () => {
  it('starts from the names and the stored metadata', () => {
    expect(initial).toEqual({ name: 'Cards', orgName: '', productName: 'Deck', url: 'https://cards.example', icon: 'https://cards.example/i.png', desc: '' });
  });

  it('sends one action per changed field, keeping the metadata keys it does not show', () => {
    const draft = { ...initial, name: 'New Cards', desc: 'Hello', icon: '' };
    expect(detailsActions('CARDS', initial, draft, metadata)).toEqual([
      { contractName: 'nft', contractAction: 'updateName', contractPayload: { symbol: 'CARDS', name: 'New Cards' } },
      { contractName: 'nft', contractAction: 'updateMetadata', contractPayload: { symbol: 'CARDS', metadata: { url: 'https://cards.example', extra: 1, desc: 'Hello' } } },
    ]);
    expect(detailsActions('CARDS', initial, initial, metadata)).toEqual([]);
  });

  it('refuses bad names, addresses and metadata over 1,000 characters beside their field', () => {
    const problems = detailsProblems(initial, { ...initial, orgName: 'Bad-Org', url: 'javascript:alert(1)', desc: 'x'.repeat(1000) }, metadata);
    expect(problems.orgName).toBe('Letters, digits and spaces only, at most 50 characters');
    expect(problems.url).toBeDefined();
    expect(problems.desc).toMatch(/^Saved, these details would take \d+ characters/);
    expect(detailsProblems(initial, { ...initial, productName: '' }, metadata).productName).toBe('Enter a name');
    expect(MANAGE_MESSAGES.metadataTooLong(1001)).toContain('1001');
  });
});
