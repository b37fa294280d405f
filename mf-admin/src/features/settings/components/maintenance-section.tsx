import { paths, type Settings } from '@tdx/contracts';
import { Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { Button, ConfirmDialog, DialogContentText } from '@tdx/ui/overlay';
import { useState } from 'react';
import { SaveFailureAlert } from './save-failure-alert';
import { Section } from './section';
import { useSaveSettings } from './use-save-settings';

const OPEN_PATHS = [paths.login.href(), paths.admin.href(), paths.maintenance.href()].join(', ');

export const MAINTENANCE_EFFECT =
  `While maintenance mode is on, every page except ${OPEN_PATHS} sends visitors to the maintenance page, ` +
  'and the RPC configuration button is hidden. Pages already open switch at their next settings refresh (at most 15 minutes).';

export interface MaintenanceSectionProps {
  maintenance: boolean;
  onSaved: (settings: Settings) => void;
}

/** Switches maintenance mode at once (not with the form); asks before switching it on. */
export function MaintenanceSection({ maintenance, onSaved }: MaintenanceSectionProps) {
  const { saving, failure, save } = useSaveSettings(onSaved);
  const [confirming, setConfirming] = useState(false);

  const switchTo = async (on: boolean) => {
    await save({ maintenance: on }, on ? 'Maintenance mode is on.' : 'Maintenance mode is off.');
    setConfirming(false);
  };

  return (
    <Section title="Maintenance mode" description={MAINTENANCE_EFFECT}>
      <Alert severity={maintenance ? 'warning' : 'success'} role="status">
        {maintenance ? 'Maintenance mode is on: visitors see the maintenance page.' : 'Maintenance mode is off: the site is open.'}
      </Alert>
      <div>
        <Button variant="contained" disabled={saving} onClick={() => (maintenance ? void switchTo(false) : setConfirming(true))}>
          {maintenance ? 'Turn maintenance off' : 'Turn maintenance on'}
        </Button>
      </div>
      {saving && !confirming && <Typography role="status">Saving…</Typography>}
      {failure && <SaveFailureAlert failure={failure} />}
      <ConfirmDialog
        open={confirming}
        title="Turn maintenance mode on?"
        confirmLabel={saving ? 'Turning on…' : 'Turn maintenance on'}
        busy={saving}
        onConfirm={() => void switchTo(true)}
        onCancel={() => setConfirming(false)}
      >
        <DialogContentText>{MAINTENANCE_EFFECT}</DialogContentText>
      </ConfirmDialog>
    </Section>
  );
}
