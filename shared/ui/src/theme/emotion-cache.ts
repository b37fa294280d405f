import createCache from '@emotion/cache';

/**
 * The one emotion cache of the page. Shell and parcels all render through it, so a style is
 * inserted once and class names never collide across bundles. Its style tags carry the page's
 * nonce (adopted by the shell at start), which the Content-Security-Policy requires of each.
 */
export const emotionCache = createCache({ key: 'tdx', nonce: window.__nonce__ });
