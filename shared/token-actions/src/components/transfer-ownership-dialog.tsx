import { tokenActions } from '../model/payloads';
import type { TokenDialogProps } from './dialog-props';
import { OwnershipTransferDialog } from './ownership-transfer-dialog';

/** Hands the token's issuer rights to another account, once the issuer has typed the symbol to confirm. */
export function TransferOwnershipDialog({ token, account, onClose }: TokenDialogProps) {
  const { symbol } = token;
  return (
    <OwnershipTransferDialog
      symbol={symbol}
      account={account}
      onClose={onClose}
      actionFor={(to) => tokenActions.transferOwnership(symbol, to)}
      displayName={`Transfer Ownership (${symbol})`}
      warning={`The new owner alone can then issue ${symbol} and change its settings. This cannot be undone by you.`}
    />
  );
}
