import type { Token } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { ChainText, Typography } from '@tdx/ui';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@tdx/ui/overlay';
import { delegationText, FigureRows, stakingText, supplyFigures, type Figure } from '../../../shared';
import { tokenDetails, type TokenDetails } from '../model/token-details';

export interface TokenDetailsDialogProps {
  symbol: string;
  /** The listed token of that symbol; undefined when the list has none (unknown or disabled). */
  token: Token | undefined;
  onClose: () => void;
}

function tokenFigures(token: Token, { website }: TokenDetails): Figure[] {
  return [
    ['Name', token.name],
    ...supplyFigures(token),
    ['Staking', stakingText(token)],
    ['Delegation', delegationText(token)],
    ['Issuer', token.issuer || '—'],
    [
      'Website',
      website ? (
        <a href={website} target="_blank" rel="noopener noreferrer nofollow">
          {website}
        </a>
      ) : (
        '—'
      ),
    ],
  ];
}

function TokenFacts({ token, details }: { token: Token; details: TokenDetails }) {
  return (
    <>
      <FigureRows figures={tokenFigures(token, details)} label={`${token.symbol} figures`} />
      {details.description && (
        <>
          <Typography variant="subtitle2" component="h3" id="token-description-title" sx={{ mt: 2 }}>
            Description
          </Typography>
          {/* Focusable, so a keyboard can scroll a long description. */}
          <Typography variant="body2" role="region" tabIndex={0} aria-labelledby="token-description-title" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 200, overflow: 'auto' }}>
            <ChainText>{details.description}</ChainText>
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
