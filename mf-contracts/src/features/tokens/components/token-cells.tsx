import type BigNumber from 'bignumber.js';
import { Link } from '@tdx/router';
import { Box, ChainText, PlainButton, Stack, Typography } from '@tdx/ui';
import { Chip, formatNumber, formatPercent, INVALID_NUMBER_TEXT, TokenIcon } from '@tdx/ui/extra';
import { OPENED_FROM_LIST } from '../model/use-details-symbol';
import type { TokenListRow } from '../model/token-rows';
import { tokenDetailsHref } from '../model/token-details';

/** Chain text cut to the cell's width (never wrapped: the row height is fixed). */
const ellipsis = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const symbolLink = { fontWeight: 600, color: 'primary.main', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } } as const;

function FavouriteButton({ symbol, favourite, onToggle }: { symbol: string; favourite: boolean; onToggle: (symbol: string) => void }) {
  return (
    <PlainButton round compact aria-pressed={favourite} aria-label={`Favourite ${symbol}`} onClick={() => onToggle(symbol)}>
      <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
    </PlainButton>
  );
}

export interface TokenCellProps {
  row: TokenListRow;
  favourite: boolean;
  onToggleFavourite: (symbol: string) => void;
  /** A phone's row: no icon, so the figures fit beside. */
  compact: boolean;
}

/** The star, the icon, the symbol as the link to the token's details (with its Deprecated mark) over the name. */
export function TokenCell({ row, favourite, onToggleFavourite, compact }: TokenCellProps) {
  return (
    <Stack direction="row" spacing={compact ? 0.5 : 1} sx={{ alignItems: 'center' }} data-testid="token-row" data-symbol={row.symbol}>
      <FavouriteButton symbol={row.symbol} favourite={favourite} onToggle={onToggleFavourite} />
      {!compact && <TokenIcon symbol={row.symbol} icon={row.token.icon} size={24} />}
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component={Link} to={tokenDetailsHref(row.symbol)} state={OPENED_FROM_LIST} variant="body2" sx={symbolLink}>
            {row.symbol}
          </Typography>
          {row.deprecated && <Chip label="Deprecated" size="small" color="warning" />}
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ ...ellipsis, maxWidth: compact ? 110 : 160 }}>
          <ChainText>{row.token.name}</ChainText>
        </Typography>
      </Box>
    </Stack>
  );
}

/** A USD amount cut (not rounded) to `decimals` places. */
export const usdText = (amount: BigNumber | null, decimals: number) => (amount === null ? INVALID_NUMBER_TEXT : `$${formatNumber(amount, decimals)}`);

/** Prices of cheap tokens need more places than a dollar's cents. */
export const usdPriceText = (price: BigNumber | null) => usdText(price, price?.gte(1) ? 2 : 6);

/** The 24 h change: an arrow and the sign say up or down, not only the colour. */
export function ChangeCell({ change }: { change: BigNumber | null }) {
  if (change === null) return <>{INVALID_NUMBER_TEXT}</>;
  const direction = change.gt(0) ? 'up' : change.lt(0) ? 'down' : 'flat';
  const color = { up: 'success.main', down: 'error.main', flat: 'text.secondary' }[direction];
  return (
    <Box component="span" sx={{ color }}>
      <span aria-hidden="true">{{ up: '▲ ', down: '▼ ', flat: '' }[direction]}</span>
      {direction === 'up' ? '+' : ''}
      {formatPercent(change)}
    </Box>
  );
}

/** The price over its 24 h change, for a phone's narrow row. */
export function PriceChangeCell({ row }: { row: TokenListRow }) {
  return (
    <Stack sx={{ alignItems: 'flex-end' }}>
      <span>{usdPriceText(row.exact().priceUsd)}</span>
      <Typography variant="caption">
        <ChangeCell change={row.exact().change} />
      </Typography>
    </Stack>
  );
}

export function FeatureBadges({ row }: { row: TokenListRow }) {
  const { stakingEnabled, delegationEnabled } = row.token;
  if (!stakingEnabled && !delegationEnabled) return <>{INVALID_NUMBER_TEXT}</>;
  return (
    <Stack direction="row" spacing={0.5}>
      {stakingEnabled && <Chip label="Staking" size="small" variant="outlined" />}
      {delegationEnabled && <Chip label="Delegation" size="small" variant="outlined" />}
    </Stack>
  );
}
