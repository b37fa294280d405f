import { ChainText, Stack, Typography } from '@tdx/ui';
import { Paper, TokenIcon } from '@tdx/ui/extra';
import { FigureList, SafeLink, type NftDefinition } from '../../../shared';
import { supplyText } from '../model/supply-text';


const NONE = '—';
const listText = (names: readonly string[]) => (names.length === 0 ? 'None' : names.join(', '));

function delegationText({ delegationEnabled, undelegationCooldown }: NftDefinition): string {
  if (!delegationEnabled) return 'Not enabled';
  return `Enabled (instances come back ${undelegationCooldown} day${undelegationCooldown === 1 ? '' : 's'} after an undelegation)`;
}

/** The definition's identity and state: names, issuer, supply, market, delegation, issuers and its metadata. */
export function NftSummary({ nft, marketEnabled }: { nft: NftDefinition; marketEnabled: boolean | undefined }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <TokenIcon symbol={nft.symbol} icon={nft.icon} size={48} />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {nft.symbol}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="nft-name">
            <ChainText>{nft.name}</ChainText>
          </Typography>
        </Stack>
      </Stack>
      {nft.description && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxHeight: 160, overflowY: 'auto' }} data-testid="nft-description">
          <ChainText>{nft.description}</ChainText>
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FigureList
          label={`About ${nft.symbol}`}
          figures={[
            ['Issuer', nft.issuer],
            ['Organisation', nft.orgName || NONE],
            ['Product', nft.productName || NONE],
            ['Website', nft.url ? <SafeLink href={nft.url}>{nft.url}</SafeLink> : NONE],
            ['Supply / max', supplyText(nft.supply, nft.maxSupply)],
            ['In circulation', nft.circulatingSupply.toLocaleString('en-US')],
            ['Market', marketEnabled === undefined ? NONE : marketEnabled ? 'Enabled' : 'Not enabled'],
            ['Delegation', delegationText(nft)],
            ['Grouped by', nft.groupBy.length === 0 ? NONE : nft.groupBy.join(', ')],
            ['Issuing accounts', listText(nft.issuingAccounts)],
            ['Issuing contracts', listText(nft.issuingContracts)],
          ]}
        />
      </Paper>
    </Stack>
  );
}
