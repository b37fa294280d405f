import type { Announcement } from '@tdx/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@tdx/ui/overlay';
import { useState, type FormEvent } from 'react';
import { announcementProblems, hasProblems, MESSAGE_MAX, TITLE_MAX, type AnnouncementProblems } from '../model/validation';

export interface AnnouncementDialogProps {
  /** The announcement to edit, or null to write a new one. */
  editing: Announcement | null;
  onDone: (text: Pick<Announcement, 'title' | 'message'>) => void;
  onCancel: () => void;
}

/** Title and message of one announcement; both required. Mount it only while open (its fields start from `editing`). */
export function AnnouncementDialog({ editing, onDone, onCancel }: AnnouncementDialogProps) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [message, setMessage] = useState(editing?.message ?? '');
  const [problems, setProblems] = useState<AnnouncementProblems>({});
  const heading = editing ? 'Edit announcement' : 'New announcement';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = announcementProblems({ title, message });
    setProblems(found);
    if (!hasProblems(found)) onDone({ title, message });
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="announcement-dialog-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="announcement-dialog-title">{heading}</DialogTitle>
        <DialogContent>
          <TextField
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={Boolean(problems.title)}
            helperText={problems.title ?? `Up to ${TITLE_MAX} characters, shown as plain text.`}
            fullWidth
            margin="dense"
            autoFocus
          />
          <TextField
            label="Message"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={Boolean(problems.message)}
            helperText={problems.message ?? `Up to ${MESSAGE_MAX} characters, shown as plain text.`}
            fullWidth
            margin="dense"
            multiline
            minRows={4}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            {editing ? 'Apply' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
