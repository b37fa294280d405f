import { Stack, Typography } from '@tdx/ui';
import { TokenIcon } from '@tdx/ui/extra';
import { FigureList, nftDefinitionHref, SafeLink, type Figure } from '../../../shared';
import { Link } from '@tdx/router';
import type { ManagedNft } from '../api/manage-queries';

const list = (names: readonly string[]) => (names.length === 0 ? '—' : names.join(', '));

/** What the issuer manages: names, supply, issuers, properties, delegation and grouping. */
export function CollectionSummary({ nft }: { nft: ManagedNft }) {
  const figures: Figure[] = [
    ['Name', nft.name],
    ['Organisation', nft.orgName || '—'],
    ['Product', nft.productName || '—'],
    ['Website', nft.url ? <SafeLink href={nft.url}>{nft.url}</SafeLink> : '—'],
    ['Description', nft.description || '—'],
    ['Supply / max', `${nft.supply.toLocaleString('en-US')} / ${nft.maxSupply === 0 ? 'unlimited' : nft.maxSupply.toLocaleString('en-US')}`],
    ['Properties', list(nft.properties.map((property) => `${property.name} (${property.type}${property.readOnly ? ', read-only' : ''})`))],
    ['Issuing accounts', list(nft.issuingAccounts)],
    ['Issuing contracts', list(nft.issuingContracts)],
    ['Delegation', nft.delegationEnabled ? `On, ${nft.undelegationCooldown} days to undelegate` : 'Off'],
    ['Grouped by', list(nft.groupBy)],
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <TokenIcon symbol={nft.symbol} icon={nft.icon} size={40} />
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {nft.symbol}
        </Typography>
        <Link to={nftDefinitionHref(nft.symbol)}>Its public page</Link>
      </Stack>
      <FigureList label={`${nft.symbol} details`} figures={figures} />
    </Stack>
  );
}
