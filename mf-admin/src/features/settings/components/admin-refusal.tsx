import { openLoginModal } from '@tdx/session';
import { Button } from '@tdx/ui/overlay';
import { Typography } from '@tdx/ui';
import { Alert, AlertTitle } from '@tdx/ui/extra';

/** Shown instead of the settings when the area is mounted for someone without the admin scope. */
export function AdminRefusal({ username }: { username: string | null }) {
  return (
    <Alert
      severity="error"
      action={
        username === null ? (
          <Button color="inherit" size="small" onClick={openLoginModal}>
            Log in
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>Administrators only</AlertTitle>
      <Typography variant="body2">
        {username === null
          ? 'Log in with an administrator account to change the site settings.'
          : `The account ${username} is not an administrator, so it cannot view or change the site settings.`}
      </Typography>
    </Alert>
  );
}
