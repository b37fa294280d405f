import { useSession } from '@tdx/session';
import { Button } from '@tdx/ui/overlay';
import { Stack, Typography } from '@tdx/ui';
import { useEffect } from 'react';
import { openLoginModal } from '@tdx/session';

/** /login: opens the login modal; after login the redirect parameter (or home) takes over. */
export default function LoginPage() {
  const { user } = useSession();
  useEffect(() => {
    if (!user) openLoginModal();
  }, [user]);
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        Login
      </Typography>
      {user ? (
        <Typography>You are logged in as {user.username}.</Typography>
      ) : (
        <>
          <Typography>Log in with your Hive account through Hive Keychain.</Typography>
          <Button variant="contained" onClick={openLoginModal}>
            Login
          </Button>
        </>
      )}
    </Stack>
  );
}
