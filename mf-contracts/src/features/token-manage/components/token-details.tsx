import type { Token } from '@tdx/contracts';
import { ChainText, Stack, Typography, safeHttpUrl } from '@tdx/ui';
import { TokenIcon } from '@tdx/ui/extra';
import { delegationText, FigureRows, stakingText, supplyFigures, type Figure } from '../../../shared';

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The token's website as a link only when it is an http(s) address; chain text otherwise stays text. */
function Website({ url }: { url: string }) {
  const href = safeHttpUrl(url);
  if (!href) return <>{url || '—'}</>;
  return (
    <Typography component="a" variant="body2" href={href} target="_blank" rel="noopener noreferrer nofollow ugc" sx={{ color: 'primary.main' }}>
      {url}
    </Typography>
  );
}

/** The token's figures and details as the chain has them now. */
export function TokenDetails({ token }: { token: Token }) {
  const figures: Figure[] = [
    ...supplyFigures(token),
    ['Staking', stakingText(token)],
    ['Delegation', delegationText(token)],
    ['Website', <Website key="url" url={asText(token.metadata.url)} />],
    ['Description', <ChainText>{asText(token.metadata.desc) || '—'}</ChainText>],
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <TokenIcon symbol={token.symbol} icon={token.icon} size={44} />
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {token.symbol} · <ChainText>{token.name}</ChainText>
        </Typography>
      </Stack>
      <FigureRows label={`${token.symbol} figures`} figures={figures} />
    </Stack>
  );
}
