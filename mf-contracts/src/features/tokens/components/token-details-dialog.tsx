import type { Token } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { Box, Typography } from '@tdx/ui';
import { formatTokenAmount } from '@tdx/ui/extra';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@tdx/ui/overlay';
import type { ReactNode } from 'react';
import { tokenDetails, type TokenDetails } from '../model/token-details';

export interface TokenDetailsDialogProps {
  symbol: string;
  /** The listed token of that symbol; undefined when the list has none (unknown or disabled). */
  token: Token | undefined;
  onClose: () => void;
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

function TokenFacts({ token, details }: { token: Token; details: TokenDetails }) {
  const amount = (value: string) => `${formatTokenAmount(value, token.precision)} ${token.symbol}`;
  return (
    <>
      {/* On a phone each term stands above its value, which then has the dialog's whole width. */}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 }, m: 0 }}>
        <Term label="Name">{token.name}</Term>
        <Term label="Circulating supply">{amount(token.circulatingSupply)}</Term>
        <Term label="Total supply">{amount(token.supply)}</Term>
        <Term label="Max supply">{amount(token.maxSupply)}</Term>
        <Term label="Precision">{`${token.precision} decimals`}</Term>
        <Term label="Staking">{details.staking}</Term>
        <Term label="Delegation">{details.delegation}</Term>
        <Term label="Issuer">{token.issuer || '—'}</Term>
        <Term label="Website">
          {details.website ? (
            <a href={details.website} target="_blank" rel="noopener noreferrer nofollow">
              {details.website}
            </a>
          ) : (
            '—'
          )}
        </Term>
      </Box>
      {details.description && (
        <>
          <Typography variant="subtitle2" component="h3" id="token-description-title" sx={{ mt: 2 }}>
            Description
          </Typography>
          {/* Focusable, so a keyboard can scroll a long description. */}
          <Typography variant="body2" role="region" tabIndex={0} aria-labelledby="token-description-title" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 200, overflow: 'auto' }}>
            {details.description}
          </Typography>
        </>
      )}
    </>
  );
}

/** A token's definition, opened from the list or a shared `/tokens?symbol=` address; chain text shown as text only. */
export function TokenDetailsDialog({ symbol, token, onClose }: TokenDetailsDialogProps) {
  const details = token ? tokenDetails(token) : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby="token-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="token-details-title">{token ? `${token.symbol} token` : symbol}</DialogTitle>
      <DialogContent>{token && details ? <TokenFacts token={token} details={details} /> : <DialogContentText>There is no token “{symbol}” on the sidechain.</DialogContentText>}</DialogContent>
      <DialogActions>
        {details?.tradeHref && (
          <Button component={Link} to={details.tradeHref}>
            Trade
          </Button>
        )}
        {details && (
          <Button component={Link} to={details.historyHref}>
            History
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
