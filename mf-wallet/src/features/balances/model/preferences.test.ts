import { DEFAULT_PREFERENCES, loadPreferences, preferencesKey, savePreferences, type WalletPreferences } from './preferences';

beforeEach(() => window.localStorage.clear());

const chosen: WalletPreferences = { hideSmall: true, includeStake: true, sortKey: 'change', sortDirection: 'asc' };

describe('wallet preferences', () => {
  it('start from the defaults', () => {
    expect(loadPreferences('bob')).toEqual(DEFAULT_PREFERENCES);
  });

  it('are kept per account', () => {
    savePreferences('bob', chosen);
    expect(loadPreferences('bob')).toEqual(chosen);
    expect(loadPreferences('carol')).toEqual(DEFAULT_PREFERENCES);
    expect(JSON.parse(window.localStorage.getItem(preferencesKey('bob')) ?? '')).toEqual(chosen);
  });

  it('never keep a search text, nor read one stored earlier', () => {
    const view = { ...chosen, search: 'bee' };
    savePreferences('bob', view);
    expect(JSON.parse(window.localStorage.getItem(preferencesKey('bob')) ?? '')).toEqual(chosen);
    window.localStorage.setItem(preferencesKey('bob'), JSON.stringify({ ...chosen, search: 'bee' }));
    expect(loadPreferences('bob')).toEqual(chosen);
  });

  it('ignore stored fields of the wrong type and unreadable JSON', () => {
    window.localStorage.setItem(preferencesKey('bob'), JSON.stringify({ hideSmall: 'yes', includeStake: true, sortKey: 'evil', sortDirection: 'up' }));
    expect(loadPreferences('bob')).toEqual({ ...DEFAULT_PREFERENCES, includeStake: true });
    window.localStorage.setItem(preferencesKey('bob'), '{not json');
    expect(loadPreferences('bob')).toEqual(DEFAULT_PREFERENCES);
    window.localStorage.setItem(preferencesKey('bob'), 'null');
    expect(loadPreferences('bob')).toEqual(DEFAULT_PREFERENCES);
  });

  it('survive a storage that refuses writes', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(() => savePreferences('bob', chosen, full)).not.toThrow();
  });
});
