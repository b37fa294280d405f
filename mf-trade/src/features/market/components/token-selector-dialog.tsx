import { paths, type Token } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { Box, Typography } from '@tdx/ui';
import { Button, CircularProgress, Dialog, DialogContent, DialogTitle, TextField } from '@tdx/ui/overlay';
import { useData } from '@tdx/data';
import { useMemo, useState } from 'react';
import { tradableTokensQuery } from '../api/tradable-tokens-query';

/** Matches shown at once; typing narrows the list. */
const SHOWN_MATCHES = 50;

/** A token ready for searching: the list is sorted by symbol and each name upper-cased once, not per keystroke. */
export interface SearchableToken {
  token: Token;
  upperName: string;
}

/**
 * The tokens in symbol order, each with its upper-cased name. Symbols are upper-case letters,
 * digits and one dot, so comparing code units sorts them alphabetically.
 */
export function searchableTokens(tokens: readonly Token[]): SearchableToken[] {
  return [...tokens]
    .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0))
    .map((token) => ({ token, upperName: token.name.toUpperCase() }));
}

/**
 * The first matches of symbol or name, without case: the exact symbol, then symbols starting with
 * the search, then the rest, each group in symbol order. One pass over a list of any length (a
 * chain has thousands of tokens), no sort per keystroke.
 */
export function matchTokens(searchable: readonly SearchableToken[], search: string): Token[] {
  const needle = search.trim().toUpperCase();
  const exact: Token[] = [];
  const prefixed: Token[] = [];
  const others: Token[] = [];
  for (const { token, upperName } of searchable) {
    if (token.symbol === needle) exact.push(token);
    else if (token.symbol.startsWith(needle)) {
      if (prefixed.length < SHOWN_MATCHES) prefixed.push(token);
    } else if (others.length < SHOWN_MATCHES && (token.symbol.includes(needle) || upperName.includes(needle))) others.push(token);
  }
  return [...exact, ...prefixed, ...others].slice(0, SHOWN_MATCHES);
}

function TokenList({ search, onPick }: { search: string; onPick: () => void }) {
  const tokens = useData(tradableTokensQuery, undefined);
  const searchable = useMemo(() => (tokens.data ? searchableTokens(tokens.data) : []), [tokens.data]);
  const matches = useMemo(() => matchTokens(searchable, search), [searchable, search]);
  if (tokens.failed && !tokens.data) {
    return (
      <Typography role="alert" color="error">
        Tokens could not be loaded. <Button onClick={tokens.reload}>Retry</Button>
      </Typography>
    );
  }
  if (!tokens.data) return <CircularProgress aria-label="Loading tokens" size={24} />;
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
