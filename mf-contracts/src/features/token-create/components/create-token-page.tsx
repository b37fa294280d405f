import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { CreateTokenForm } from './create-token-form';

/** /tokens/create: a new token of the signed-in user (the shell guards the login). */
export function CreateTokenPage() {
  const { user } = useSession();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Create a token
      </Typography>
      <Typography color="text.secondary">
        A token on the Hive Engine sidechain: you choose its name, symbol, decimals and maximum supply, then issue it to whom you want.
      </Typography>
      {user && <CreateTokenForm key={user.username} account={user.username} />}
    </Stack>
  );
}
