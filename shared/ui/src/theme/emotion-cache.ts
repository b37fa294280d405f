import createCache from '@emotion/cache';

/**
 * The one emotion cache of the page. Shell and parcels all render through it, so a style is
 * inserted once and class names never collide across bundles.
 */
export const emotionCache = createCache({ key: 'tdx' });
