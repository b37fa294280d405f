import { Stack, Typography } from '@tdx/ui';
import { useId } from 'react';
import { formatTokenAmount, Paper } from '@tdx/ui/extra';
import { FigureRows, TokenLabel } from '../../../shared';
import { draftMetadata, parseCreatePrecision, type DraftField, type TokenDraft } from '../model/create-rules';

const NOT_SET = '—';

/** What will be created, from the fields as typed (a refused field shows as not set). */
export function TokenPreview({ draft, refused }: { draft: TokenDraft; refused: (field: DraftField) => boolean }) {
  const value = (field: DraftField) => (refused(field) ? '' : draft[field].trim());
  const symbol = value('symbol');
  const precision = refused('precision') ? null : parseCreatePrecision(draft.precision);
  const maxSupply = value('maxSupply');
  const metadata = draftMetadata(draft);
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={titleId} variant="subtitle1" component="h2">
          Preview
        </Typography>
        <TokenLabel token={{ symbol: symbol || '?', name: value('name') || 'Name not set', icon: value('icon') }} size={40} />
        <FigureRows
          label="The token to create"
          figures={[
            ['Max supply', maxSupply && precision !== null ? `${formatTokenAmount(maxSupply, precision)} ${symbol}` : NOT_SET],
            ['Precision', precision === null ? NOT_SET : `${precision} decimals`],
            ['Supply at creation', `0 ${symbol}`.trim()],
            ['Website', value('url') || NOT_SET],
            ['Description', refused('desc') ? NOT_SET : metadata.desc || NOT_SET],
          ]}
        />
        <Typography variant="body2" color="text.secondary">
          You become its issuer: issue it, enable staking and delegation, and edit these details from the token&apos;s management page.
        </Typography>
      </Stack>
    </Paper>
  );
}
