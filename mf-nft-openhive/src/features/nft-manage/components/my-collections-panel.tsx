import { Typography } from '@tdx/ui';

/** The definitions the account issues, one chosen at a time with its issuer actions. */
export function MyCollectionsPanel({ account }: { account: string }) {
  return <Typography>Loading the NFTs {account} issues…</Typography>;
}
