/**
 * Addresses of the footer's outside links that the runtime config does not carry (it has the
 * block explorer, `explorerUrl`). They belong in `config/runtime/*.json` once RuntimeConfig has
 * fields for them.
 */
export const EXTERNAL_LINKS = {
  supportCenter: 'https://support.hive-engine.com/',
  documentation: 'https://hive-engine.github.io/engine-docs/',
  discord: 'https://discord.gg/hive-engine',
  github: 'https://github.com/hive-engine',
} as const;
