import { sidechainId } from '@tdx/settings';
import { testnetBanner } from './header.css';

export const MAINNET_SIDECHAIN_ID = 'ssc-mainnet-hive';

/** Shown whenever the site talks to a sidechain other than mainnet. */
export function TestnetBanner() {
  if (sidechainId() === MAINNET_SIDECHAIN_ID) return null;
  return (
    <p role="status" className={testnetBanner}>
      This website runs on the sidechain testnet.
    </p>
  );
}
