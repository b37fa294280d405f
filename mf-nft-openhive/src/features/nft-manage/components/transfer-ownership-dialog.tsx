import { OwnershipTransferDialog } from '@tdx/token-actions';
import { nftActions } from '../model/nft-actions';
import { COLLECTION_READS, type CollectionDialogProps } from './dialog-props';

/** Hands the definition to another account (`transferOwnership`), once the symbol is typed to confirm. */
export function TransferNftOwnershipDialog({ nft, account, onClose }: CollectionDialogProps) {
  const { symbol } = nft;
  return (
    <OwnershipTransferDialog
      symbol={symbol}
      account={account}
      onClose={onClose}
      actionFor={(to) => nftActions.transferOwnership(symbol, to)}
      displayName={`Transfer NFT ownership (${symbol})`}
      warning={`The new owner alone can then change ${symbol}, its properties and issuers. You cannot undo this.`}
      invalidates={COLLECTION_READS}
    />
  );
}
