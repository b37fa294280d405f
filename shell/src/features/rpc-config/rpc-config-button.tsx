import { MODAL_NAMES } from '@tdx/contracts';
import { emit } from '@tdx/event-bus';
import { useSettings } from '@tdx/settings';
import { Button } from '@tdx/ui';
import { CogIcon } from './cog-icon';

const LABEL = 'RPC Configuration';

const openRpcConfiguration = () => emit({ type: 'open-modal', name: MODAL_NAMES.rpcConfiguration });

/** The fixed bottom-right button that opens the RPC Configuration modal; hidden during maintenance. */
export function RpcConfigButton() {
  const { settings } = useSettings();
  if (settings?.maintenance) return null;
  return (
    <Button
      variant="contained"
      color="error"
      aria-label={LABEL}
      title={LABEL}
      onClick={openRpcConfiguration}
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 'speedDial', minWidth: 0, p: 1, borderRadius: '50%' }}
    >
      <CogIcon />
    </Button>
  );
}
