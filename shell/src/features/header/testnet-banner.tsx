import { sidechainId } from '@tdx/settings';
import { Typography } from '@tdx/ui';

export const MAINNET_SIDECHAIN_ID = 'ssc-mainnet-hive';

/** Shown whenever the site talks to a sidechain other than mainnet. */
export function TestnetBanner() {
  if (sidechainId() === MAINNET_SIDECHAIN_ID) return null;
  return (
    <Typography role="status" variant="body2" sx={{ px: 2, py: 0.5, textAlign: 'center', bgcolor: 'warning.main', color: 'warning.contrastText' }}>
      This website runs on the sidechain testnet.
    </Typography>
  );
}
