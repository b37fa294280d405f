/**
 * The page's style nonce. The shell's index.html carries it in a meta tag holding a placeholder the
 * web server replaces with a fresh random value per response, the same value its
 * Content-Security-Policy allows in `style-src`; the emotion cache and notistack's style tag use it.
 * Served without that substitution (the development servers send no policy), the placeholder stays
 * and no nonce is used.
 */
export const STYLE_NONCE_META = 'csp-nonce';
export const STYLE_NONCE_PLACEHOLDER = '__CSP_NONCE__';

declare global {
  interface Window {
    /** The page's style nonce, once the shell has read it (goober, notistack's styles, reads this name). */
    __nonce__?: string;
  }
}
