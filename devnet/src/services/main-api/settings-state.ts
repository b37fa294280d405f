import type { Devnet } from '../../devnet';
import { DEPRECATED_TOKENS, DISABLED_TOKENS } from '../../seed/special-tokens';
import { publicBaseUrl } from '../common/public-url';
import { SETTINGS_STATE_KEY, defaultSettings, type Settings } from './settings';

/** The live settings object (state bag `settings`), created with the defaults on first use. */
export function settingsState(devnet: Devnet): Settings {
  return devnet.state<Settings>(SETTINGS_STATE_KEY, () =>
    defaultSettings({
      publicBaseUrl: publicBaseUrl(devnet),
      sidechainNodeCount: devnet.config.sidechainNodes,
      sidechainId: devnet.config.sidechainId,
      deprecatedTokens: DEPRECATED_TOKENS,
      disabledTokens: DISABLED_TOKENS,
    }),
  );
}
