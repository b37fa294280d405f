import { paths } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { Button } from '@tdx/ui/overlay';
import { Stack, Typography } from '@tdx/ui';
import { useEffect, type ReactNode } from 'react';
import { openLoginModal } from '@tdx/session';

function StatusPage({ code, title, children }: { code?: number; title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }}>
      {code && (
        <Typography variant="overline" color="text.secondary">
          Error {code}
        </Typography>
      )}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function HomeButton() {
  return (
    <Button component={RouterLink} to={paths.home.href()} variant="outlined">
      Go to the home page
    </Button>
  );
}

export function ForbiddenPage() {
  return (
    <StatusPage code={403} title="Access denied">
      <Typography>You are not allowed to see this page: it is for administrators only.</Typography>
      <HomeButton />
    </StatusPage>
  );
}

/** A protected page seen while signed out: asks for a login and opens the login modal. */
export function LoginRequiredPage() {
  useEffect(openLoginModal, []);
  return (
    <StatusPage title="Please log in">
      <Typography>You need to log in with your Hive account to see this page.</Typography>
      <Button variant="contained" onClick={openLoginModal}>
        Login
      </Button>
    </StatusPage>
  );
}

export function UnavailablePage({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage title="This page could not be checked">
      <Typography role="alert">The data this page depends on could not be loaded. Check your connection and try again.</Typography>
      <Button variant="outlined" onClick={onRetry}>
        Retry
      </Button>
    </StatusPage>
  );
}
