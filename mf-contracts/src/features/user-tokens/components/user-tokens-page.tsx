import { paths } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Paper } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';
import { CreateTokenPrompt, IssuedTokensGate } from '../../../shared';
import { IssuedTokensTable } from './issued-tokens-table';

/** /tokens/list: the tokens whose issuer is the signed-in user (the shell guards the login). */
export function UserTokensPage() {
  const { user } = useSession();
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          Your tokens
        </Typography>
        <Button component={Link} to={paths.tokensCreate.href()} variant="outlined" size="small">
          Create a token
        </Button>
      </Stack>
      {user && (
        <IssuedTokensGate key={user.username} account={user.username} loadingLabel="Loading your tokens">
          {(tokens) =>
            tokens.length === 0 ? (
              <CreateTokenPrompt />
            ) : (
              <Paper variant="outlined">
                <IssuedTokensTable tokens={tokens} />
              </Paper>
            )
          }
        </IssuedTokensGate>
      )}
    </Stack>
  );
}
