import { Stack, Typography } from '@tdx/ui';
import { Paper, TokenIcon } from '@tdx/ui/extra';
import { useId } from 'react';
import { FigureList, splitNames } from '../../../shared';
import type { NftDraft, NftDraftField } from '../model/create-rules';

const NOT_SET = '—';

/** What will be created, from the fields as typed (a refused field shows as not set). */
export function NftPreview({ draft, account, refused }: { draft: NftDraft; account: string; refused: (field: NftDraftField) => boolean }) {
  const titleId = useId();
  const value = (field: NftDraftField) => (refused(field) ? '' : draft[field].trim());
  const symbol = value('symbol');
  const accounts = refused('issuingAccounts') ? [] : splitNames(draft.issuingAccounts, true);
  const contracts = refused('issuingContracts') ? [] : splitNames(draft.issuingContracts, false);
  const figures: Array<[string, string]> = [
    ['Organisation', value('orgName') || NOT_SET],
    ['Product', value('productName') || NOT_SET],
    ['Website', value('url') || NOT_SET],
    ['Max supply', value('maxSupply') ? Number(value('maxSupply')).toLocaleString('en-US') : 'Unlimited'],
    ['Issuing accounts', (accounts.length === 0 ? [account] : accounts).join(', ')],
    ['Issuing contracts', contracts.join(', ') || 'None'],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} variant="subtitle1" component="h2">
          Preview
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <TokenIcon symbol={symbol || '?'} size={40} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{symbol || '?'}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {value('name') || 'Name not set'}
            </Typography>
          </Stack>
        </Stack>
        <FigureList label="The NFT to create" figures={figures} />
        <Typography variant="body2" color="text.secondary">
          You become its issuer. No instance exists at first; properties, issuing and the market come from managing it.
        </Typography>
      </Stack>
    </Paper>
  );
}
