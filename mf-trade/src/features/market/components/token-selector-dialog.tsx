import { paths, type Token } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { Box, Typography } from '@tdx/ui';
import { Button, CircularProgress, Dialog, DialogContent, DialogTitle, TextField } from '@tdx/ui/overlay';
import { useMemo, useState } from 'react';
import { fetchTradableTokens } from '../api/market-api';
import { useAsync } from '../hooks/use-async';

/** Matches shown at once; typing narrows the list. */
const SHOWN_MATCHES = 50;

export function matchTokens(tokens: readonly Token[], search: string): Token[] {
  const needle = search.trim().toUpperCase();
  const matches = needle
    ? tokens.filter((token) => token.symbol.includes(needle) || token.name.toUpperCase().includes(needle))
    : [...tokens];
  // Exact and prefix symbol matches first.
  const rank = (token: Token) => (token.symbol === needle ? 0 : token.symbol.startsWith(needle) ? 1 : 2);
  return matches.sort((a, b) => rank(a) - rank(b) || a.symbol.localeCompare(b.symbol)).slice(0, SHOWN_MATCHES);
}

function TokenList({ search, onPick }: { search: string; onPick: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const tokens = useAsync('tradable tokens', fetchTradableTokens, attempt);
  const matches = useMemo(() => (tokens.status === 'ready' ? matchTokens(tokens.value, search) : []), [tokens, search]);
  if (tokens.status === 'loading') return <CircularProgress aria-label="Loading tokens" size={24} />;
  if (tokens.status === 'failed') {
    return (
      <Typography role="alert" color="error">
        Tokens could not be loaded. <Button onClick={() => setAttempt((value) => value + 1)}>Retry</Button>
      </Typography>
    );
  }
  if (matches.length === 0) return <Typography>No tradable token matches “{search}”.</Typography>;
  return (
    <Box component="ul" aria-label="Tradable tokens" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {matches.map((token) => (
        <li key={token.symbol}>
          <Box
            component={Link}
            to={paths.trade.href(token.symbol)}
            onClick={onPick}
            sx={{ display: 'flex', gap: 1, py: 1, px: 1, color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}
          >
            <strong>{token.symbol}</strong>
            <Box component="span" sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {token.name}
            </Box>
          </Box>
        </li>
      ))}
    </Box>
  );
}

/** The searchable list of tradable tokens (this module loads when the selector is first opened). */
export default function TokenSelectorDialog({ current, open, onClose }: { current: string; open: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="token-selector-title" fullWidth maxWidth="xs">
      <DialogTitle id="token-selector-title">Choose a market (now {current})</DialogTitle>
      <DialogContent>
        <TextField
          label="Search tokens"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          autoFocus
          margin="dense"
          slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 40 } }}
        />
        {open && <TokenList search={search} onPick={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
