import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { NftAirdropForm } from './nft-airdrop-form';

/** /nftairdrop: the signed-in user's NFT instances sent to a list of accounts (the shell guards the login). */
export function NftAirdropPage() {
  const { user } = useSession();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        NFT Airdrop
      </Typography>
      <Typography color="text.secondary">
        Send instances of one of your NFTs to a list of accounts. The airdrop contract burns a fee per NFT, takes the instances at once and hands them out over the next blocks.
      </Typography>
      {user && <NftAirdropForm key={user.username} account={user.username} />}
    </Stack>
  );
}
