import { favouritesKey, loadFavourites, saveFavourites, toggledFavourite } from './favourites';

describe('favourites store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a list per account and one for the visitor who is not signed in', () => {
    saveFavourites('bob', new Set(['BEE', 'GAMER']));
    saveFavourites(null, new Set(['PIXEL']));
    expect([...loadFavourites('bob')]).toEqual(['BEE', 'GAMER']);
    expect([...loadFavourites(null)]).toEqual(['PIXEL']);
    expect(loadFavourites('alice').size).toBe(0);
    expect(favouritesKey(null)).not.toBe(favouritesKey('bob'));
  });

  it('reads garbage as no favourites and skips what is not a symbol', () => {
    localStorage.setItem(favouritesKey('bob'), '{not json');
    expect(loadFavourites('bob').size).toBe(0);
    localStorage.setItem(favouritesKey('bob'), '{"BEE":true}');
    expect(loadFavourites('bob').size).toBe(0);
    localStorage.setItem(favouritesKey('bob'), JSON.stringify(['BEE', 42, null, { x: 1 }]));
    expect([...loadFavourites('bob')]).toEqual(['BEE']);
  });

  it('lasts for the visit when the storage refuses to write', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(() => saveFavourites('bob', new Set(['BEE']), full)).not.toThrow();
  });

  it('toggles a symbol in and out without changing the set it was given', () => {
    const start = new Set(['BEE']);
    const added = toggledFavourite(start, 'GAMER');
    expect([...added]).toEqual(['BEE', 'GAMER']);
    expect([...toggledFavourite(added, 'BEE')]).toEqual(['GAMER']);
    expect([...start]).toEqual(['BEE']);
  });
});
