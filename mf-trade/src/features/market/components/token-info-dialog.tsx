import type { Token } from '@tdx/contracts';
import { Box, ChainText, safeHttpUrl, Typography } from '@tdx/ui';
import { formatNumber } from '@tdx/ui/extra';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@tdx/ui/overlay';
import type { ReactNode } from 'react';
import { SeparatedNumber } from './separated-number';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** Cooldowns are stored in days by the tokens contract. */
const days = (value: number | undefined) => (value === undefined ? '—' : `${value} day${value === 1 ? '' : 's'}`);

/** The token's definition (loaded and shown on demand); every chain text is rendered as text, the website only if http(s). */
export default function TokenInfoDialog({ token, onClose }: { token: Token; onClose: () => void }) {
  const website = safeHttpUrl(token.metadata.url ?? token.url);
  const description = typeof token.metadata.desc === 'string' ? token.metadata.desc : '';
  return (
    <Dialog open onClose={onClose} aria-labelledby="token-info-title" fullWidth maxWidth="sm">
      <DialogTitle id="token-info-title">{token.symbol} token</DialogTitle>
      <DialogContent>
        {/* On a phone each label stands above its value, which then has the dialog's whole width. */}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(90px, auto) 1fr' }, columnGap: 1, rowGap: { xs: 0, sm: 1 }, m: 0 }}>
          <Row label="Name">
            <ChainText>{token.name}</ChainText>
          </Row>
          <Row label="Supply">
            <SeparatedNumber text={formatNumber(token.supply, token.precision)} />
          </Row>
          <Row label="Circulating">
            <SeparatedNumber text={formatNumber(token.circulatingSupply, token.precision)} />
          </Row>
          <Row label="Max supply">
            <SeparatedNumber text={formatNumber(token.maxSupply, token.precision)} />
          </Row>
          <Row label="Issuer">{token.issuer || '—'}</Row>
          <Row label="Website">
            {website ? (
              <a href={website} target="_blank" rel="noopener noreferrer nofollow">
                {website}
              </a>
            ) : (
              '—'
            )}
          </Row>
          <Row label="Precision">{token.precision}</Row>
          <Row label="Staking">
            {token.stakingEnabled
              ? `Yes — cooldown ${days(token.unstakingCooldown)} in ${token.numberTransactions ?? 1} transaction(s)`
              : 'No'}
          </Row>
          <Row label="Delegation">{token.delegationEnabled ? `Yes — cooldown ${days(token.undelegationCooldown)}` : 'No'}</Row>
        </Box>
        {description && (
          <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflow: 'auto' }}>
            <ChainText>{description}</ChainText>
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
