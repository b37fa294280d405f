import { useData } from '@tdx/data';
import { useSession } from '@tdx/session';
import { Stack, Typography } from '@tdx/ui';
import { Skeleton } from '@tdx/ui/extra';
import { useState } from 'react';
import { allNftDefinitionsQuery, LoadFailure, packCatalogQuery } from '../../../shared';
import { AddTypeStep } from './add-type-step';
import { DepositStep } from './deposit-step';
import { NftStep } from './nft-step';
import { RegisterPackStep } from './register-pack-step';

export const WIZARD_FAILED_TEXT = 'The pack manager’s NFTs could not be read from the sidechain nodes.';

/** /packmanager/wizard: create a managed NFT (or pick one), register a pack, add types, fund the fee pool (the shell guards the login). */
export function PackWizardPage() {
  const { user } = useSession();
  const account = user?.username ?? '';
  const catalog = useData(packCatalogQuery, undefined);
  const definitions = useData(allNftDefinitionsQuery, undefined);
  const [selected, setSelected] = useState('');
  const issued = new Set(definitions.data?.filter((definition) => definition.issuer === account).map((definition) => definition.symbol));
  const owned = (catalog.data ?? []).filter((collection) => issued.has(collection.nft));
  const collection = owned.find((entry) => entry.nft === selected);
  const failed = (catalog.failed && !catalog.data) || (definitions.failed && !definitions.data);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Pack wizard
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Sell NFT cards in booster packs: each step is one action on the packmanager contract, signed with your active key.
      </Typography>
      {failed ? (
        <LoadFailure
          text={WIZARD_FAILED_TEXT}
          onRetry={() => {
            catalog.reload();
            definitions.reload();
          }}
        />
      ) : !catalog.data || !definitions.data || !user ? (
        <Skeleton variant="rectangular" height={320} aria-label="Loading your managed NFTs" />
      ) : (
        <>
          <NftStep account={account} owned={owned.map((entry) => entry.nft)} selected={collection ? selected : ''} onSelect={setSelected} />
          {collection && (
            <>
              <RegisterPackStep key={`pack:${collection.nft}`} account={account} collection={collection} />
              <AddTypeStep key={`type:${collection.nft}`} account={account} collection={collection} />
              <DepositStep key={`deposit:${collection.nft}`} account={account} collection={collection} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
