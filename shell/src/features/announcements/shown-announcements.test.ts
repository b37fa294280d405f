import { recordAnnouncementShown, SHOWN_ANNOUNCEMENTS_KEY, shownAnnouncementIds } from './shown-announcements';

describe('shown announcements', () => {
  beforeEach(() => localStorage.clear());

  it('records ids under announcements-shown and reads them back', () => {
    recordAnnouncementShown('a');
    recordAnnouncementShown('b');
    recordAnnouncementShown('a');
    expect(JSON.parse(localStorage.getItem(SHOWN_ANNOUNCEMENTS_KEY)!)).toEqual(['a', 'b']);
    expect(shownAnnouncementIds()).toEqual(new Set(['a', 'b']));
  });

  it('treats corrupt or foreign JSON as nothing shown, and recording repairs it', () => {
    localStorage.setItem(SHOWN_ANNOUNCEMENTS_KEY, '{not json');
    expect(shownAnnouncementIds()).toEqual(new Set());
    localStorage.setItem(SHOWN_ANNOUNCEMENTS_KEY, '{"a":1}');
    expect(shownAnnouncementIds()).toEqual(new Set());
    localStorage.setItem(SHOWN_ANNOUNCEMENTS_KEY, '["a",1,null,"b"]');
    expect(shownAnnouncementIds()).toEqual(new Set(['a', 'b']));
    localStorage.setItem(SHOWN_ANNOUNCEMENTS_KEY, 'garbage');
    recordAnnouncementShown('c');
    expect(JSON.parse(localStorage.getItem(SHOWN_ANNOUNCEMENTS_KEY)!)).toEqual(['c']);
  });

  it('survives storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(shownAnnouncementIds(blocked)).toEqual(new Set());
    expect(() => recordAnnouncementShown('a', blocked)).not.toThrow();
  });
});
