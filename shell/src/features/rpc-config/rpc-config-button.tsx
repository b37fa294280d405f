import { MODAL_NAMES } from '@tdx/contracts';
import { emit } from '@tdx/event-bus';
import { useSettings } from '@tdx/settings';
import { PlainButton } from '@tdx/ui';
import { CogIcon } from './cog-icon';

const LABEL = 'RPC Configuration';
// Over the page and the sticky header (900), under the toasts (990) and the modal stack (1000 and up).
const RPC_BUTTON_Z_INDEX = 980;

const openRpcConfiguration = () => emit({ type: 'open-modal', name: MODAL_NAMES.rpcConfiguration });

/** The fixed bottom-right button that opens the RPC Configuration modal; hidden during maintenance. */
export function RpcConfigButton() {
  const { settings } = useSettings();
  if (settings?.maintenance) return null;
  return (
    <PlainButton
      tone="error"
      round
      aria-label={LABEL}
      title={LABEL}
      onClick={openRpcConfiguration}
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: RPC_BUTTON_Z_INDEX }}
    >
      <CogIcon />
    </PlainButton>
  );
}
