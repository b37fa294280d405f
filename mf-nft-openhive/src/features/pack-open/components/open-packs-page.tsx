import { paths } from '@tdx/contracts';
import { useData } from '@tdx/data';
import { Link } from '@tdx/router';
import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Alert, Skeleton } from '@tdx/ui/extra';
import { useMemo } from 'react';
import { LoadFailure, packCatalogQuery } from '../../../shared';
import { packBalancesQuery } from '../api/pack-balances-query';
import { OpenPacksForm, type HeldPack } from './open-packs-form';

export const CATALOG_FAILED_TEXT = 'The registered packs could not be read from the sidechain nodes.';
export const BALANCES_FAILED_TEXT = 'Your pack balances could not be read from the sidechain nodes.';

/** /packmanager/open: the signed-in user opens pack tokens they hold into NFT cards (the shell guards the login). */
export function OpenPacksPage() {
  const { user } = useSession();
  const account = user?.username ?? null;
  const catalog = useData(packCatalogQuery, undefined);
  const symbols = useMemo(() => [...new Set(catalog.data?.flatMap((collection) => collection.packs.map((pack) => pack.symbol)) ?? [])].sort(), [catalog.data]);
  const balances = useData(packBalancesQuery, account && catalog.data ? { account, symbols } : null);
  const held = useMemo<HeldPack[]>(
    () =>
      (catalog.data ?? []).flatMap((collection) =>
        collection.packs.flatMap((pack) => {
          const balance = balances.data?.get(pack.symbol);
          return balance !== undefined && Number(balance) > 0 ? [{ collection, pack, balance }] : [];
        }),
      ),
    [catalog.data, balances.data],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Open packs
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Opening burns the pack tokens and issues random NFT cards to you, with the odds shown on the <Link to={paths.packmanager.href()}>Pack Manager</Link> page.
      </Typography>
      {catalog.failed && !catalog.data ? (
        <LoadFailure text={CATALOG_FAILED_TEXT} onRetry={catalog.reload} />
      ) : balances.failed && !balances.data ? (
        <LoadFailure text={BALANCES_FAILED_TEXT} onRetry={balances.reload} />
      ) : !balances.data || !account ? (
        <Skeleton variant="rectangular" height={240} aria-label="Loading your packs" />
      ) : held.length === 0 ? (
        <Alert severity="info">You hold no pack token that opens into cards.</Alert>
      ) : (
        <OpenPacksForm key={account} account={account} held={held} />
      )}
    </Stack>
  );
}
