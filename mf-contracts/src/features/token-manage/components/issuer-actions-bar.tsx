import type { Token } from '@tdx/contracts';
import { useData } from '@tdx/data';
import {
  EditMetadataDialog,
  EnableDelegationDialog,
  EnableStakingDialog,
  IssueDialog,
  RaisePrecisionDialog,
  TransferOwnershipDialog,
  type FeeDialogProps,
} from '@tdx/token-actions';
import { Box, Typography } from '@tdx/ui';
import { Button } from '@tdx/ui/overlay';
import { useId, useState, type ComponentType } from 'react';
import { beeBalanceQuery } from '@tdx/controls';
import { issuerActions, type IssuerActionKind } from '../model/issuer-actions';

/** The shared dialogs; Enable staking and Enable delegation also take the issuer's BEE for their fee. */
const DIALOGS: Record<IssuerActionKind, ComponentType<FeeDialogProps>> = {
  issue: IssueDialog,
  editMetadata: EditMetadataDialog,
  raisePrecision: RaisePrecisionDialog,
  enableStaking: EnableStakingDialog,
  enableDelegation: EnableDelegationDialog,
  transferOwnership: TransferOwnershipDialog,
};

const FEE_ACTIONS: ReadonlySet<IssuerActionKind> = new Set(['enableStaking', 'enableDelegation']);
export const BEE_READING_TEXT = 'Reading your BEE balance for the fee…';
export const BEE_FAILED_TEXT = 'Your BEE balance for the fee could not be read';

/** A button for each issuer action, the ones that do not apply disabled with the reason under them; each opens its shared dialog. */
export function IssuerActionsBar({ token, account }: { token: Token; account: string }) {
  const idPrefix = useId();
  const bee = useData(beeBalanceQuery, account);
  const [open, setOpen] = useState<IssuerActionKind | null>(null);
  const Dialog = open ? DIALOGS[open] : null;
  return (
    <Box component="section" aria-label={`Actions on ${token.symbol}`} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
      {issuerActions(token).map(({ kind, label, unavailable: refused }) => {
        const unavailable = refused ?? (FEE_ACTIONS.has(kind) && bee.data === undefined ? (bee.failed ? BEE_FAILED_TEXT : BEE_READING_TEXT) : null);
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
      {Dialog && <Dialog token={token} account={account} beeBalance={bee.data ?? '0'} onClose={() => setOpen(null)} />}
    </Box>
  );
}
