/** A typed or pasted account name as Hive spells it: no surrounding spaces, no leading `@`, lower case. */
export function normalizeAccountName(text: string): string {
  return text.trim().replace(/^@/, '').toLowerCase();
}
