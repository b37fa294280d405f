import { paths } from '@tdx/contracts';
import { ActionsMenu } from '@tdx/controls';
import { Link } from '@tdx/router';
import { useSession } from '@tdx/session';
import {
  CancelUnstakeDialog,
  DelegateDialog,
  EditMetadataDialog,
  EnableDelegationDialog,
  EnableStakingDialog,
  IssueDialog,
  RaisePrecisionDialog,
  StakeDialog,
  TransferDialog,
  TransferOwnershipDialog,
  UndelegateDialog,
  UnstakeDialog,
  type FeeDialogProps,
  type HoldingDialogProps,
} from '@tdx/token-actions';
import { Divider, MenuItem } from '@tdx/ui/overlay';
import { useState, type ComponentType } from 'react';
import type { RowActionsProps } from '../../../shared';
import { ACTION_LABELS, availableActions, type TokenActionKind } from '../model/available-actions';

/** A row has everything any dialog takes. */
const DIALOGS: Record<TokenActionKind, ComponentType<HoldingDialogProps & FeeDialogProps>> = {
  transfer: TransferDialog,
  stake: StakeDialog,
  unstake: UnstakeDialog,
  cancelUnstake: CancelUnstakeDialog,
  delegate: DelegateDialog,
  undelegate: UndelegateDialog,
  issue: IssueDialog,
  enableStaking: EnableStakingDialog,
  enableDelegation: EnableDelegationDialog,
  transferOwnership: TransferOwnershipDialog,
  editMetadata: EditMetadataDialog,
  raisePrecision: RaisePrecisionDialog,
};
/** The trading pair quote: SWAP.HIVE has no market of its own. */
const QUOTE_SYMBOL = 'SWAP.HIVE';
/** Tokens the bridges and the peg move in and out of Hive Engine carry this prefix. */
const BRIDGED_PREFIX = 'SWAP.';

/** A row's "Actions" menu: every action that applies, each in its own dialog, plus history, trade and (bridged tokens) deposit and withdraw links. */
export function TokenActionsMenu({ row, beeBalance }: RowActionsProps) {
  const { user } = useSession();
  const [open, setOpen] = useState<TokenActionKind | null>(null);
  if (!user) return null;
  const actions = availableActions(row);
  const Dialog = open ? DIALOGS[open] : null;

  return (
    <>
      <ActionsMenu subject={row.symbol}>
        {(close) => [
          ...actions.map((kind) => (
            <MenuItem
              key={kind}
              onClick={() => {
                close();
                setOpen(kind);
              }}
            >
              {ACTION_LABELS[kind]}
            </MenuItem>
          )),
          actions.length > 0 && <Divider key="divider" />,
          <MenuItem key="history" component={Link} to={paths.history.href(row.symbol)} onClick={close}>
            History
          </MenuItem>,
          !row.deprecated && row.symbol !== QUOTE_SYMBOL && (
            <MenuItem key="trade" component={Link} to={paths.trade.href(row.symbol)} onClick={close}>
              Trade
            </MenuItem>
          ),
          ...(row.symbol.startsWith(BRIDGED_PREFIX)
            ? (['deposit', 'withdraw'] as const).map((direction) => (
                <MenuItem key={direction} component={Link} to={paths.bridge.href({ direction, symbol: row.symbol })} onClick={close}>
                  {direction === 'deposit' ? 'Deposit' : 'Withdraw'}
                </MenuItem>
              ))
            : []),
        ]}
      </ActionsMenu>
      {Dialog && <Dialog token={row.token} balance={row.balance} stake={row.stake} account={user.username} beeBalance={beeBalance} onClose={() => setOpen(null)} />}
    </>
  );
}
