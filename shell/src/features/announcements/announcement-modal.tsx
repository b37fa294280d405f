import type { Announcement } from '@tdx/contracts';
import { currentSettings } from '@tdx/settings';
import { Typography } from '@tdx/ui';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@tdx/ui/overlay';

export interface AnnouncementModalProps {
  onClose: () => void;
  modalProps: { id?: unknown };
}

function findAnnouncement(id: unknown): Announcement | undefined {
  return currentSettings()?.announcements.find((announcement) => announcement.id === id);
}

/** The full announcement. Operators' text is untrusted: title and message render as plain text. */
export default function AnnouncementModal({ onClose, modalProps }: AnnouncementModalProps) {
  const announcement = findAnnouncement(modalProps.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby="announcement-modal-title" maxWidth="sm" fullWidth>
      <DialogTitle id="announcement-modal-title" sx={{ overflowWrap: 'anywhere' }}>
        {announcement ? <bdi>{announcement.title}</bdi> : 'Announcement'}
      </DialogTitle>
      <DialogContent>
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {announcement ? <bdi>{announcement.message}</bdi> : 'This announcement is no longer available.'}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
