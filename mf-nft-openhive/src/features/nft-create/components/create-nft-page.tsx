import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { CreateNftForm } from './create-nft-form';

/** /nfts/create: a new NFT definition of the signed-in user (the shell guards the login). */
export function CreateNftPage() {
  const { user } = useSession();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Create an NFT
      </Typography>
      <Typography color="text.secondary">
        An NFT definition on the Hive Engine sidechain: its symbol and names, how many instances may ever exist, and who may issue them. Properties and instances come after.
      </Typography>
      {user && <CreateNftForm key={user.username} account={user.username} />}
    </Stack>
  );
}
