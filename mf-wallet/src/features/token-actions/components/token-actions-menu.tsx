import { paths } from '@tdx/contracts';
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
import { Button, Divider, Menu, MenuItem } from '@tdx/ui/overlay';
import { useId, useState, type ComponentType } from 'react';
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

/** A row's "Actions" menu: every action that applies, each in its own dialog, plus history and trade links. */
export function TokenActionsMenu({ row, beeBalance }: RowActionsProps) {
  const { user } = useSession();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<TokenActionKind | null>(null);
  if (!user) return null;
  const actions = availableActions(row);
  const Dialog = open ? DIALOGS[open] : null;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Actions for ${row.symbol}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Actions
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              close();
              setOpen(kind);
            }}
          >
            {ACTION_LABELS[kind]}
          </MenuItem>
        ))}
        {actions.length > 0 && <Divider />}
        <MenuItem component={Link} to={paths.history.href(row.symbol)} onClick={close}>
          History
        </MenuItem>
        {!row.deprecated && row.symbol !== QUOTE_SYMBOL && (
          <MenuItem component={Link} to={paths.trade.href(row.symbol)} onClick={close}>
            Trade
          </MenuItem>
        )}
      </Menu>
      {Dialog && <Dialog token={row.token} balance={row.balance} stake={row.stake} account={user.username} beeBalance={beeBalance} onClose={() => setOpen(null)} />}
    </>
  );
}
