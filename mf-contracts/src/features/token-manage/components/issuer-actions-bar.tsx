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
import { useState, type ComponentType } from 'react';
import { ActionButtonGrid, beeBalanceQuery } from '@tdx/controls';
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
  const bee = useData(beeBalanceQuery, account);
  const [open, setOpen] = useState<IssuerActionKind | null>(null);
  const Dialog = open ? DIALOGS[open] : null;
  const actions = issuerActions(token).map((action) => ({
    ...action,
    unavailable: action.unavailable ?? (FEE_ACTIONS.has(action.kind) && bee.data === undefined ? (bee.failed ? BEE_FAILED_TEXT : BEE_READING_TEXT) : null),
  }));
  return (
    <>
      <ActionButtonGrid label={`Actions on ${token.symbol}`} actions={actions} onChoose={setOpen} />
      {Dialog && <Dialog token={token} account={account} beeBalance={bee.data ?? '0'} onClose={() => setOpen(null)} />}
    </>
  );
}
