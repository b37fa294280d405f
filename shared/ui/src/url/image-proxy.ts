import { isRuntimeConfigLoaded, runtimeConfig } from '@tdx/settings';

/**
 * An untrusted image (a token's icon from its metadata) as the configured image proxy serves it
 * (images.hive.blog's `/0x0/<address>` form). The browser then talks to the proxy only: the image's
 * own host never sees the visitor, and the page's policy allows images from the proxy alone. An
 * address already on the proxy is kept; before the runtime config is in, no image is shown.
 */
export function proxiedImageUrl(url: string | null): string | null {
  if (!url || !isRuntimeConfigLoaded()) return null;
  const proxy = runtimeConfig().imageHost.replace(/\/+$/, '');
  return url.startsWith(`${proxy}/`) ? url : `${proxy}/0x0/${url}`;
}
