/**
 * Applies the given fields to a row and describes the change as the contract's update events do:
 * `{oldName, newName}` per changed field (`name` → `oldName`/`newName`, `cardsPerPack` →
 * `oldCardsPerPack`/`newCardsPerPack`). Fields left undefined are not touched.
 */
export function applyChanges<T extends Record<string, unknown>>(
  row: T,
  changes: Partial<Record<keyof T & string, unknown>>,
): Record<string, unknown> {
  const described: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const suffix = field[0].toUpperCase() + field.slice(1);
    described[`old${suffix}`] = row[field];
    (row as Record<string, unknown>)[field] = value;
    described[`new${suffix}`] = value;
  }
  return described;
}
