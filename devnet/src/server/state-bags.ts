/**
 * Service state bags. A bag is a live object handed out once per key; restoring state replaces its
 * contents in place, so services may keep the reference. Saved bags nobody asked for yet are kept
 * dormant until their service registers.
 */
export class StateBags {
  private readonly live = new Map<string, { value: object; init: () => object }>();
  private dormant: Record<string, unknown> = {};

  get<T extends object>(key: string, init: () => T): T {
    const existing = this.live.get(key);
    if (existing) return existing.value as T;
    const value = (Object.hasOwn(this.dormant, key) ? this.dormant[key] : init()) as T;
    delete this.dormant[key];
    this.live.set(key, { value, init });
    return value;
  }

  dump(): Record<string, unknown> {
    const result: Record<string, unknown> = structuredClone(this.dormant);
    for (const [key, { value }] of this.live) result[key] = structuredClone(value);
    return result;
  }

  restore(saved: Record<string, unknown>): void {
    const copy = structuredClone(saved);
    for (const [key, { value, init }] of this.live) {
      replaceContents(value, Object.hasOwn(copy, key) ? (copy[key] as object) : init());
      delete copy[key];
    }
    this.dormant = copy;
  }
}

function replaceContents(target: object, source: object): void {
  if (Array.isArray(target)) {
    target.splice(0, target.length, ...(Array.isArray(source) ? source : []));
    return;
  }
  const record = target as Record<string, unknown>;
  for (const key of Object.keys(record)) delete record[key];
  Object.assign(record, source);
}
