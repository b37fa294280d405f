/**
 * This tab's copy of the site's cookies (raw values by name), filled from the asynchronous Cookie
 * Store API where the browser has it. Reading `document.cookie` is a synchronous trip to the
 * browser's cookie store that waits behind the network work of a page's start (6–20 ms measured
 * for the first read, four times that on a phone); the copy answers at once, and the store's
 * `change` events (this tab, other tabs, the server) keep it current.
 */
import type { CookieStoreRead, StoredCookie } from '@tdx/contracts';

interface CookieChange extends Event {
  changed: readonly StoredCookie[];
  deleted: readonly StoredCookie[];
}

interface CookieStoreLike extends EventTarget {
  getAll(): Promise<StoredCookie[]>;
}

let snapshot: Map<string, string> | null = null;

function cookieStore(): CookieStoreLike | undefined {
  return (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
}

/**
 * Fills the copy; resolves (never rejects) when it is ready or when the browser has no Cookie Store,
 * and reads keep going to `document.cookie` until then. `earlier` is a read the page started before
 * (the boot script's, long done when main.js runs): the copy starts from it instead of asking again
 * (and asks itself if that read failed).
 */
export async function primeCookieSnapshot(earlier?: CookieStoreRead): Promise<void> {
  const store = cookieStore();
  if (!store || snapshot) return;
  let changedMeanwhile = false;
  let copy: Map<string, string> | null = null;
  store.addEventListener('change', (event) => {
    if (!copy) {
      changedMeanwhile = true;
      return;
    }
    const { changed, deleted } = event as CookieChange;
    for (const cookie of changed) copy.set(cookie.name, cookie.value ?? '');
    for (const cookie of deleted) copy.delete(cookie.name);
  });
  try {
    let all = await (earlier ? earlier.all.catch(() => store.getAll()) : store.getAll());
    // A change while the first answer was on its way may or may not be in it: ask once more.
    if (changedMeanwhile || earlier?.changedSince()) all = await store.getAll();
    copy = new Map(all.map((cookie) => [cookie.name, cookie.value ?? '']));
    snapshot = copy;
  } catch (error) {
    console.error('Cookies are read from document.cookie: the Cookie Store did not answer', error);
  }
}

/** The raw value from the copy: `undefined` when absent, `null` when there is no copy (read `document.cookie`). */
export function snapshotValue(name: string): string | undefined | null {
  return snapshot ? snapshot.get(name) : null;
}

/** Records this tab's own write at once (the store's event comes later). */
export function recordCookieWrite(name: string, rawValue: string, expired: boolean): void {
  if (!snapshot) return;
  if (expired) snapshot.delete(name);
  else snapshot.set(name, rawValue);
}

/** Tests only: forget the copy. */
export function resetCookieSnapshot(): void {
  snapshot = null;
}
