import { paths } from '@tdx/contracts';
import { Link as RouterLink } from '@tdx/router';
import { Button } from '@tdx/ui/overlay';
import { Stack, Typography } from '@tdx/ui';
import { isCrawler } from './crawler';
import { describeError } from './describe-error';

export interface ErrorPageProps {
  error: unknown;
  /** Forgets the error, so the page under it renders again once the user is home. */
  onClear?: () => void;
}

/** Status code, status message and message, and a way home; nothing at all for crawlers (spec §2). */
export default function ErrorPage({ error, onClear }: ErrorPageProps) {
  if (isCrawler(navigator.userAgent)) return null;
  const { statusCode, statusMessage, message } = describeError(error);
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }}>
      <Typography variant="overline" color="text.secondary">
        Error {statusCode}
      </Typography>
      <Typography variant="h4" component="h1">
        {statusMessage}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{message}</Typography>
      <Button component={RouterLink} to={paths.home.href()} onClick={onClear} variant="contained">
        Go to the home page
      </Button>
    </Stack>
  );
}
