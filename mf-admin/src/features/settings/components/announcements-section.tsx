import type { Announcement } from '@tdx/contracts';
import { Button } from '@tdx/ui/overlay';
import { Box, Stack, Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { useState } from 'react';
import { newAnnouncementId } from '../model/announcement-id';
import { AnnouncementDialog } from './announcement-dialog';
import { Section } from './section';

export interface AnnouncementsSectionProps {
  announcements: readonly Announcement[];
  problem?: string;
  onChange: (announcements: Announcement[]) => void;
}

type Editing = { kind: 'new' } | { kind: 'existing'; announcement: Announcement };

/** The site's announcements (each shown once to every visitor as a toast): add, edit, remove. Text stays text. */
export function AnnouncementsSection({ announcements, problem, onChange }: AnnouncementsSectionProps) {
  const [editing, setEditing] = useState<Editing | null>(null);

  const apply = (text: Pick<Announcement, 'title' | 'message'>) => {
    if (editing?.kind === 'existing') {
      onChange(announcements.map((item) => (item.id === editing.announcement.id ? { ...item, ...text } : item)));
    } else {
      const id = newAnnouncementId(announcements.map((item) => item.id));
      onChange([...announcements, { id, ...text }]);
    }
    setEditing(null);
  };

  return (
    <Section title="Announcements" description="Each visitor sees every announcement once, as a toast. Edits are sent with Save settings.">
      {announcements.length === 0 ? (
        <Typography color="text.secondary">No announcements.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {announcements.map((announcement) => (
            <Box component="li" key={announcement.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                {announcement.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {announcement.message}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Button size="small" aria-label={`Edit announcement ${announcement.title}`} onClick={() => setEditing({ kind: 'existing', announcement })}>
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove announcement ${announcement.title}`}
                  onClick={() => onChange(announcements.filter((item) => item.id !== announcement.id))}
                >
                  Remove
                </Button>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      <div>
        <Button variant="outlined" onClick={() => setEditing({ kind: 'new' })}>
          Add announcement
        </Button>
      </div>
      {editing && <AnnouncementDialog editing={editing.kind === 'existing' ? editing.announcement : null} onDone={apply} onCancel={() => setEditing(null)} />}
    </Section>
  );
}
