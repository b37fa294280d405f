/**
 * The order nodes are tried in: the user's chosen node first, then the configured list continuing
 * after it and wrapping (spec §4), so a chosen node that stops answering falls over to the next one.
 * A chosen node that is not in the list (an address the user typed) goes before the whole list.
 */
export function nodesInOrder(chosen: string | undefined, configured: readonly string[]): string[] {
  const list = [...new Set(configured.filter(Boolean))];
  const at = chosen ? list.indexOf(chosen) : 0;
  if (at < 0) return [chosen as string, ...list];
  return [...list.slice(at), ...list.slice(0, at)];
}
