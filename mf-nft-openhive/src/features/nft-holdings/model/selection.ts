/** Selected instances by key; every change gives a new set (React state). */
export type Selection = ReadonlySet<string>;

export function toggled(selection: Selection, key: string): Selection {
  const next = new Set(selection);
  if (!next.delete(key)) next.add(key);
  return next;
}

/** Selects all of `keys` (one symbol's instances), or none of them. */
export function withAll(selection: Selection, keys: readonly string[], selected: boolean): Selection {
  const next = new Set(selection);
  for (const key of keys) {
    if (selected) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** How many of `keys` are selected: `all`, `some` or `none`. */
export function coverage(selection: Selection, keys: readonly string[]): 'all' | 'some' | 'none' {
  const count = keys.filter((key) => selection.has(key)).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}
