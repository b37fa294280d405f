import { useData } from '@tdx/data';
import { ActionButtonGrid } from '@tdx/controls';
import { useState, type ComponentType } from 'react';
import { nftMarketSymbolsQuery } from '../../../shared';
import type { ManagedNft } from '../api/manage-queries';
import { collectionActions, type CollectionActionKind } from '../model/collection-actions';
import { AddPropertyDialog } from './add-property-dialog';
import type { CollectionDialogProps } from './dialog-props';
import { EditDetailsDialog } from './edit-details-dialog';
import { EnableDelegationDialog } from './enable-delegation-dialog';
import { IssueDialog } from './issue-dialog';
import { IssueManyDialog } from './issue-many-dialog';
import { IssuersDialog } from './issuers-dialog';
import { MarketDialog } from './market-dialog';
import { MarketParamsDialog } from './market-params-dialog';
import { PropertyDefinitionDialog } from './property-definition-dialog';
import { PropertyPermissionsDialog } from './property-permissions-dialog';
import { TransferNftOwnershipDialog } from './transfer-ownership-dialog';

const DIALOGS: Record<Exclude<CollectionActionKind, 'market'>, ComponentType<CollectionDialogProps>> = {
  issue: IssueDialog,
  issueMany: IssueManyDialog,
  addProperty: AddPropertyDialog,
  propertyDefinition: PropertyDefinitionDialog,
  propertyPermissions: PropertyPermissionsDialog,
  details: EditDetailsDialog,
  issuers: IssuersDialog,
  delegation: EnableDelegationDialog,
  marketParams: MarketParamsDialog,
  transferOwnership: TransferNftOwnershipDialog,
};

export const MARKET_READING_TEXT = 'Reading whether its market is on…';
export const MARKET_FAILED_TEXT = 'Whether its market is on could not be read';

/** A button for each issuer action, those that do not apply disabled with the reason under them; each opens its dialog. */
export function CollectionActionsBar({ nft, account }: { nft: ManagedNft; account: string }) {
  const markets = useData(nftMarketSymbolsQuery, undefined);
  const marketEnabled = markets.data?.has(nft.symbol) ?? false;
  const [open, setOpen] = useState<CollectionActionKind | null>(null);
  const close = () => setOpen(null);
  const Dialog = open && open !== 'market' ? DIALOGS[open] : null;
  const actions = collectionActions(nft, account, marketEnabled).map((action) => ({
    ...action,
    unavailable: action.unavailable ?? (action.kind === 'market' && markets.data === undefined ? (markets.failed ? MARKET_FAILED_TEXT : MARKET_READING_TEXT) : null),
  }));
  return (
    <>
      <ActionButtonGrid label={`Actions on ${nft.symbol}`} actions={actions} onChoose={setOpen} minButtonWidth={150} />
      {Dialog && <Dialog nft={nft} account={account} onClose={close} />}
      {open === 'market' && <MarketDialog nft={nft} account={account} onClose={close} marketEnabled={marketEnabled} />}
    </>
  );
}
