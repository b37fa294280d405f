export const MAX_IMAGE_URL_LENGTH = 2048;

export type ImageSource = { ok: true; url: URL } | { ok: false; message: string };

/**
 * The URL policy for proxied images (the same as the site's for chain data): an absolute http(s)
 * URL of at most 2048 characters without credentials. Everything else (javascript:, data:, relative, garbage) is refused.
 */
export function parseImageSource(value: unknown): ImageSource {
  if (typeof value !== 'string' || value.length === 0) return refuse('An image URL is required');
  if (value.length > MAX_IMAGE_URL_LENGTH) return refuse('The image URL is too long');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('The image URL is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse('Only http and https images are proxied');
  if (url.username || url.password) return refuse('Image URLs with credentials are refused');
  return { ok: true, url };
}

function refuse(message: string): ImageSource {
  return { ok: false, message };
}
