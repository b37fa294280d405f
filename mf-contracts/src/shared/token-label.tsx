import type { Token } from '@tdx/contracts';
import { Box, ChainText, Typography } from '@tdx/ui';
import { TokenIcon } from '@tdx/ui/extra';

/** A token's icon, symbol and name on one line (chain text, rendered as text). */
export function TokenLabel({ token, size = 28 }: { token: Pick<Token, 'symbol' | 'name' | 'icon'>; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <TokenIcon symbol={token.symbol} icon={token.icon} size={size} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {token.symbol}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ display: 'block' }}>
          <ChainText>{token.name}</ChainText>
        </Typography>
      </Box>
    </Box>
  );
}
