/** localStorage key of the ids of announcements the user has opened (spec §7). */
export const SHOWN_ANNOUNCEMENTS_KEY = 'announcements-shown';

/** The recorded ids; corrupt, foreign or unreadable storage counts as none recorded. */
export function shownAnnouncementIds(storage: Storage = localStorage): Set<string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(SHOWN_ANNOUNCEMENTS_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Records `id` as shown; blocked storage only means it may be shown again after a reload. */
export function recordAnnouncementShown(id: string, storage: Storage = localStorage): void {
  const ids = shownAnnouncementIds(storage);
  ids.add(id);
  try {
    storage.setItem(SHOWN_ANNOUNCEMENTS_KEY, JSON.stringify([...ids]));
  } catch (error) {
    console.warn('Could not record a shown announcement', error);
  }
}
