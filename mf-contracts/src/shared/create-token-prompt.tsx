import { paths } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { Stack, Typography } from '@tdx/ui';
import { Paper } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';

/** What a user who issues no token is told: how to create one. */
export function CreateTokenPrompt() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          You have not issued any token yet
        </Typography>
        <Typography color="text.secondary">
          Create your own token with a name, a symbol, its decimals and a maximum supply. Creating it costs a fee in BEE; you can then issue it, enable
          staking and delegation, and edit its details here.
        </Typography>
        <Button component={Link} to={paths.tokensCreate.href()} variant="contained">
          Create a token
        </Button>
      </Stack>
    </Paper>
  );
}
