import type { ExternalLinks } from '@tdx/contracts';
import { runtimeConfig } from './config-state';

/** The mainnet addresses, used for each link `/config.json` leaves out. */
export const DEFAULT_EXTERNAL_LINKS: ExternalLinks = {
  supportCenter: 'https://support.hive-engine.com/',
  documentation: 'https://hive-engine.github.io/engine-docs/',
  discord: 'https://discord.gg/hive-engine',
  github: 'https://github.com/hive-engine',
};

/** The outside pages the site links to: the runtime config's `links` over the defaults. */
export function externalLinks(): ExternalLinks {
  return { ...DEFAULT_EXTERNAL_LINKS, ...runtimeConfig().links };
}
