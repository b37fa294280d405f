import type { Broadcast, BroadcastState } from '@tdx/data';
import { Box, Stack, Typography } from '@tdx/ui';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@tdx/ui/overlay';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

export interface ActionDialogProps {
  title: string;
  onClose: () => void;
  /** The action's broadcast: its waiting state drives the button, its problem the text beside it. */
  action: Broadcast;
  /** Omit for dialogs whose rows carry their own buttons. */
  submitLabel?: string;
  /** The button waits while it runs (e.g. while the recipient is looked up before sending). */
  onSubmit?: () => Promise<void> | void;
  /** Why sending is not possible now (e.g. not enough BEE for the fee): shown beside the button, which is disabled. */
  blocker?: string | null;
  /** Something the form needs is still loading (e.g. the fee). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * Only a transaction sent and still on its way is a warning; a failure, a cancel and an unknown outcome
 * (the chain may or may not have applied it: check before sending again) are errors.
 */
function messageColor(status: BroadcastState['status']): 'warning.main' | 'error' {
  return status === 'unconfirmed' ? 'warning.main' : 'error';
}

/**
 * The frame of every token action: a form in a dialog, the submit button with the waiting state,
 * the chain's or Keychain's answer beside it. It stays open (with what was typed) on any failure.
 */
export function ActionDialog({ title, onClose, action, submitLabel, onSubmit, blocker, busy = false, children }: ActionDialogProps) {
  const titleId = useId();
  const problemId = useId();
  const [submitting, setSubmitting] = useState(false);
  const message = action.problem ?? blocker ?? null;
  const working = action.waiting || submitting || busy;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working || blocker || !onSubmit) return;
    setSubmitting(true);
    try {
      await onSubmit();
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Dialog open onClose={working ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          {message && (
            <Typography id={problemId} role="alert" variant="body2" color={messageColor(action.state.status)} sx={{ flex: '1 1 100%', whiteSpace: 'pre-line' }}>
              {message}
            </Typography>
          )}
          <Button onClick={onClose} disabled={action.waiting}>
            Close
          </Button>
          {submitLabel && (
            <Button
              type="submit"
              variant="contained"
              disabled={working || Boolean(blocker)}
              aria-describedby={message ? problemId : undefined}
              startIcon={working ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {action.waiting ? 'Waiting for confirmation…' : submitLabel}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
