import { Stack, Typography } from '@tdx/ui';
import { Alert, Paper } from '@tdx/ui/extra';
import { Button, CircularProgress } from '@tdx/ui/overlay';
import type { DraftKey } from '../model/draft';
import type { SaveFailure } from '../model/save-error';
import { SaveFailureAlert } from './save-failure-alert';

const KEY_NAMES: Record<DraftKey, string> = {
  announcements: 'announcements',
  deprecated_tokens: 'deprecated tokens',
  disabled_tokens: 'disabled tokens',
  nodes: 'nodes',
  sidechain_id: 'sidechain id',
  sidechain_rpc: 'default node',
};

export interface SaveBarProps {
  changed: readonly DraftKey[];
  saving: boolean;
  /** Save was pressed while a field was invalid: nothing was sent. */
  blocked: boolean;
  failure: SaveFailure | null;
  onSave: () => void;
  onDiscard: () => void;
}

/** What is unsaved, Save and Discard, and the outcome of the last save; stays in view at the bottom. */
export function SaveBar({ changed, saving, blocked, failure, onSave, onDiscard }: SaveBarProps) {
  const dirty = changed.length > 0;
  return (
    <Paper elevation={3} sx={{ position: 'sticky', bottom: 0, p: 2, zIndex: 1 }}>
      <Stack spacing={1}>
        {blocked && <Alert severity="error">Fix the marked fields before saving. Nothing was sent.</Alert>}
        {failure && <SaveFailureAlert failure={failure} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Typography role="status" sx={{ flex: 1 }}>
            {saving ? 'Saving…' : dirty ? `Unsaved changes: ${changed.map((key) => KEY_NAMES[key]).join(', ')}` : 'No unsaved changes'}
          </Typography>
          <Button onClick={onDiscard} disabled={!dirty || saving}>
            Discard changes
          </Button>
          <Button
            variant="contained"
            onClick={onSave}
            disabled={!dirty || saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Save settings
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
