import { STYLE_NONCE_META, STYLE_NONCE_PLACEHOLDER } from '@tdx/contracts';

/**
 * Makes the page's style nonce (written by the web server into the meta tag, per response) the
 * page's `window.__nonce__`, before any style tag is made: the emotion cache and goober
 * (notistack's styles, which may load first) both take it from there. Left out when the page came
 * without the substitution (no policy then).
 */
export function adoptPageStyleNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>(`meta[name="${STYLE_NONCE_META}"]`)?.content;
  if (nonce && nonce !== STYLE_NONCE_PLACEHOLDER) window.__nonce__ = nonce;
}
