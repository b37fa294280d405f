/**
 * The `redirect` query parameter: base64 of a same-origin path the user returns to after login
 * (never an open redirect to another site). Anything that does not decode to a path on this
 * origin is refused.
 */
export const REDIRECT_PARAM = 'redirect';

export function encodeRedirect(path: string): string {
  const bytes = new TextEncoder().encode(path);
  return btoa(String.fromCharCode(...bytes));
}

function decodeBase64(value: string): string | null {
  try {
    const standard = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(standard);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The decoded path (pathname + search + hash) when it stays on `origin`, else null. */
export function decodeRedirect(value: string | null, origin: string): string | null {
  if (!value) return null;
  const decoded = decodeBase64(value);
  if (!decoded || CONTROL_CHARACTERS.test(decoded)) return null;
  if (decoded[0] !== '/' || decoded[1] === '/' || decoded[1] === '\\') return null;
  let url: URL;
  try {
    url = new URL(decoded, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  url.searchParams.delete(REDIRECT_PARAM);
  return url.pathname + url.search + url.hash;
}
