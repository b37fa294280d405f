/** Hive account-name rules as the node's `api.isValidAccountName` applies them (reference §1.3). */
export function isValidAccountName(name: unknown): boolean {
  if (typeof name !== 'string' || name.length < 3 || name.length > 16) return false;
  return name.split('.').every((segment) => segment.length >= 3 && /^[a-z][a-z0-9-]*[a-z0-9]$/.test(segment));
}
