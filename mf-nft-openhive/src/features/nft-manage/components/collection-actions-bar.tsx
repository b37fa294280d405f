import { useData } from '@tdx/data';
import { Box, Typography } from '@tdx/ui';
import { Button } from '@tdx/ui/overlay';
import { useId, useState, type ComponentType } from 'react';
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
  transferOwnership: TransferNftOwnershipDialog,
};

export const MARKET_READING_TEXT = 'Reading whether its market is on…';
export const MARKET_FAILED_TEXT = 'Whether its market is on could not be read';

/** A button for each issuer action, those that do not apply disabled with the reason under them; each opens its dialog. */
export function CollectionActionsBar({ nft, account }: { nft: ManagedNft; account: string }) {
  const idPrefix = useId();
  const markets = useData(nftMarketSymbolsQuery, undefined);
  const marketEnabled = markets.data?.has(nft.symbol) ?? false;
  const [open, setOpen] = useState<CollectionActionKind | null>(null);
  const close = () => setOpen(null);
  const Dialog = open && open !== 'market' ? DIALOGS[open] : null;
  return (
    <Box component="section" aria-label={`Actions on ${nft.symbol}`} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
      {collectionActions(nft, account, marketEnabled).map(({ kind, label, unavailable: refused }) => {
        const unavailable = refused ?? (kind === 'market' && markets.data === undefined ? (markets.failed ? MARKET_FAILED_TEXT : MARKET_READING_TEXT) : null);
        return (
          <Box key={kind}>
            <Button fullWidth variant="outlined" disabled={unavailable !== null} onClick={() => setOpen(kind)} aria-describedby={unavailable ? `${idPrefix}-${kind}` : undefined}>
              {label}
            </Button>
            {unavailable && (
              <Typography id={`${idPrefix}-${kind}`} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                {unavailable}
              </Typography>
            )}
          </Box>
        );
      })}
      {Dialog && <Dialog nft={nft} account={account} onClose={close} />}
      {open === 'market' && <MarketDialog nft={nft} account={account} onClose={close} marketEnabled={marketEnabled} />}
    </Box>
  );
}
