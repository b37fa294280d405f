import { openLoginModal, useSession } from '@tdx/session';
import { Button } from '@tdx/ui/overlay';
import { Stack, Typography } from '@tdx/ui';
import { useEffect } from 'react';
import { sessionRestoring$, useRestoreFlag } from '../../app/session-restore';

/**
 * /login: opens the login modal; after login the redirect parameter (or home) takes over. A
 * returning visitor's saved session is restored first: the modal is not opened over a session
 * that is about to arrive.
 */
export default function LoginPage() {
  const { user } = useSession();
  const restoring = useRestoreFlag(sessionRestoring$);
  useEffect(() => {
    if (!user && !restoring) openLoginModal();
  }, [user, restoring]);
  const body = () => {
    if (user) return <Typography>You are logged in as {user.username}.</Typography>;
    if (restoring) return <Typography>Checking your saved session…</Typography>;
    return (
      <>
        <Typography>Log in with your Hive account through Hive Keychain.</Typography>
        <Button variant="contained" onClick={openLoginModal}>
          Login
        </Button>
      </>
    );
  };
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        Login
      </Typography>
      {body()}
    </Stack>
  );
}
