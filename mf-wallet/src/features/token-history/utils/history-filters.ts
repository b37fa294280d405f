/** Filters of the page's own query string handed on to the history API unchanged. */
export const PASSED_THROUGH_PARAMS = ['ops', 'timestampStart', 'timestampEnd'] as const;

export function passedThroughParams(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  return Object.fromEntries(PASSED_THROUGH_PARAMS.flatMap((name) => (query.get(name) ? [[name, query.get(name) as string]] : [])));
}
