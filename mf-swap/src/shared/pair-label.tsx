import type { Token } from '@tdx/contracts';
import { Box, Typography } from '@tdx/ui';
import { TokenIcon } from '@tdx/ui/extra';

export interface PairLabelProps {
  base: string;
  quote: string;
  baseToken: Token | undefined;
  quoteToken: Token | undefined;
}

/** A pool's pair: both icons (decorative: the text names the tokens) and `BASE / QUOTE`. */
export function PairLabel({ base, quote, baseToken, quoteToken }: PairLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex', '& > :last-of-type': { ml: -0.75 } }}>
        <TokenIcon symbol={base} icon={baseToken?.icon} size={22} />
        <TokenIcon symbol={quote} icon={quoteToken?.icon} size={22} />
      </Box>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {base} / {quote}
      </Typography>
    </Box>
  );
}
