import { listHash, loadProgress, progressKey, reconcile, saveProgress, strandedBatches, type AirdropProgress } from './airdrop-progress';

const progress: AirdropProgress = {
  batches: [[{ to: 'bob', ids: ['1', '2'] }], [{ to: 'carol', ids: ['3'] }], [{ to: 'dave', ids: ['4'] }]],
  sent: [true, false, false],
};

describe('airdrop progress', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per account, NFT and list', () => {
    const key = progressKey('alice', 'CARD', 'bob,1');
    expect(key).not.toBe(progressKey('alice', 'CARD', 'bob,2'));
    expect(key).not.toBe(progressKey('bob', 'CARD', 'bob,1'));
    expect(key).not.toBe(progressKey('alice', 'CITY', 'bob,1'));
    expect(listHash('bob,1')).toMatch(/^[0-9a-f]{8}$/);
    saveProgress(key, progress);
    expect(loadProgress(key)).toEqual(progress);
    expect(loadProgress(progressKey('alice', 'CARD', 'bob,2'))).toBeNull();
  });

  it('ignores what is not a progress', () => {
    localStorage.setItem('k', '{"batches": [[]], "sent": []}');
    expect(loadProgress('k')).toBeNull();
    localStorage.setItem('k', '{');
    expect(loadProgress('k')).toBeNull();
  });

  it('counts as sent a transaction whose NFTs all left the account (its confirmation was missed)', () => {
    expect(reconcile(progress, new Set(['4'])).sent).toEqual([true, true, false]);
  });

  it('names the unsent transactions whose NFTs are partly gone', () => {
    const mixed: AirdropProgress = { batches: [[{ to: 'bob', ids: ['1', '2'] }], [{ to: 'carol', ids: ['3'] }]], sent: [false, false] };
    expect(strandedBatches(reconcile(mixed, new Set(['2', '3'])), new Set(['2', '3']))).toEqual([0]);
  });
});
