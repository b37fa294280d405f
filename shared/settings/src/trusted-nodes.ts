/**
 * The node addresses the user typed and confirmed, knowing that a node they choose can show false
 * balances and confirmations. Kept in this origin's storage, which a cookie planted by another page
 * or a sibling subdomain cannot reach: a planted node cookie alone is never used.
 */
const TRUSTED_NODES_KEY = 'trusted-nodes';

let trusted: Set<string> | undefined;

function stored(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TRUSTED_NODES_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((address): address is string => typeof address === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Read from storage once: node choices are checked for every request. */
export function isTrustedNode(address: string): boolean {
  trusted ??= stored();
  return trusted.has(address);
}

/** Records the user's confirmation for `address`. */
export function trustNode(address: string): void {
  trusted = stored().add(address);
  localStorage.setItem(TRUSTED_NODES_KEY, JSON.stringify([...trusted]));
}

/** Forgets every confirmation. */
export function forgetTrustedNodes(): void {
  trusted = new Set();
  localStorage.removeItem(TRUSTED_NODES_KEY);
}
