import { MODAL_NAMES } from '@tdx/contracts';
import { emit } from '@tdx/event-bus';
import { useSettings } from '@tdx/settings';
import { PlainButton } from '@tdx/ui/base';
import { CogIcon } from './cog-icon';
import { fixedCorner } from './rpc-config-button.css';

const LABEL = 'RPC Configuration';

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
      className={fixedCorner}
    >
      <CogIcon />
    </PlainButton>
  );
}
