import { useSession } from '@tdx/session';
import { Button } from '@tdx/ui/overlay';
import { Spinner, Stack, Typography } from '@tdx/ui';
import { Alert } from '@tdx/ui/extra';
import { AdminRefusal } from './admin-refusal';
import { MaintenanceSection } from './maintenance-section';
import { SettingsForm } from './settings-form';
import { useSavedSettings } from './use-saved-settings';

function AdminSettings() {
  const { state, retry, replace } = useSavedSettings();
  if (state.status === 'loading') {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <Spinner />
        <Typography>Loading the site settings…</Typography>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Retry
          </Button>
        }
      >
        {state.message}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <MaintenanceSection maintenance={state.settings.maintenance} onSaved={replace} />
      <SettingsForm saved={state.settings} onSaved={replace} />
    </Stack>
  );
}

/** `/admin`: the site settings. The shell guards the route; the area refuses non-admins itself too. */
export function AdminSettingsPage() {
  const { user, isAdmin } = useSession();
  return (
    <Stack spacing={3} sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">
        Site settings
      </Typography>
      {isAdmin ? <AdminSettings /> : <AdminRefusal username={user?.username ?? null} />}
    </Stack>
  );
}
