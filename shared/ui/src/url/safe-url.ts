/**
 * URL policy for anything taken from chain or API data (a link or image from a hostile user must
 * not run script or leak credentials): only absolute http(s)
 * URLs without credentials, at most 2048 characters. Everything else is refused (null), never
 * "repaired": relative, protocol-relative, javascript:, data: and malformed values alike.
 */
const MAX_URL_LENGTH = 2048;

export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.href;
}
