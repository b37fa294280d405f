import type { WalletRow } from '../../../shared';

/** What every action dialog gets from the row menu. */
export interface TokenDialogProps {
  row: WalletRow;
  /** The signed-in account. */
  account: string;
  /** Its liquid BEE, for fees. */
  beeBalance: string;
  onClose: () => void;
}
