import { useData } from '@tdx/data';
import { Stack } from '@tdx/ui';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@tdx/ui/overlay';
import type { ReactNode } from 'react';
import { useSettings } from '@tdx/settings';
import { transferListsQuery } from '../api/get-transfer-options';
import { transferOptions, type TransferOption } from '../utils/transfer-options';

export const BRIDGE_DOWN_TEXT = 'The bridge service did not answer: only HIVE and the EVM tokens are offered right now.';

export interface TransferOptions {
  options: TransferOption[];
}

export interface TransferDialogFrameProps {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The body, once the coin list is known. */
  children: (options: TransferOptions) => ReactNode;
}

/** The deposit and withdraw dialogs' shell: title, coin list loading, the bridge-down notice, Close. */
export function TransferDialogFrame({ title, open, onClose, children }: TransferDialogFrameProps) {
  const lists = useData(transferListsQuery, open ? undefined : null);
  const { settings } = useSettings();
  const titleId = `${title.toLowerCase()}-dialog-title`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!lists.data && <Skeleton variant="rectangular" height={56} aria-label="Loading coins" />}
          {lists.data?.bridgeFailed && <Alert severity="warning">{BRIDGE_DOWN_TEXT}</Alert>}
          {lists.data && children({ options: transferOptions(lists.data.pegged, lists.data.evm, settings) })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
