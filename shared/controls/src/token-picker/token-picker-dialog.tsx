import BigNumber from 'bignumber.js';
import { selectableTokens, useSettings } from '@tdx/settings';
import { Typography } from '@tdx/ui';
import { Button, CircularProgress, Dialog, DialogContent, DialogTitle, TextField } from '@tdx/ui/overlay';
import { useId, useMemo, useState } from 'react';
import { TokenOptions, type PickerToken, type TokenPickAction } from './token-options';
import { matchTokens, searchableTokens } from './token-search';

/** The tokens to pick from as a read gives them (`useData` of `@tdx/data` returns this shape). */
export interface TokenListState<T> {
  /** Undefined while loading. */
  data: readonly T[] | undefined;
  failed: boolean;
  reload: () => void;
}

export type TokenPickerDialogProps<T extends PickerToken> = TokenPickAction<T> & {
  open: boolean;
  onClose: () => void;
  title: string;
  tokens: TokenListState<T>;
  /** Each token's balance as a decimal string, shown beside it; tokens held come first. */
  balances?: ReadonlyMap<string, string>;
  /** The symbol picked now, marked in the list. */
  selected?: string;
  /** The list's accessible name (default "Tokens"). */
  listLabel?: string;
  /** What an empty result says (default: No token matches “search”.). */
  noMatchText?: (search: string) => string;
};

const isHeld = (balance: string | undefined) => balance !== undefined && new BigNumber(balance).gt(0);

const defaultNoMatchText = (search: string) => `No token matches “${search}”.`;

/**
 * A searchable token list in a dialog. Tokens of the settings' `disabled_tokens` and
 * `deprecated_tokens` are never offered.
 */
export function TokenPickerDialog<T extends PickerToken>(props: TokenPickerDialogProps<T>) {
  const { open, onClose, title, tokens, balances, selected, listLabel = 'Tokens', noMatchText = defaultNoMatchText } = props;
  const titleId = useId();
  const [search, setSearch] = useState('');
  const { settings } = useSettings();
  const searchable = useMemo(
    () => (tokens.data ? searchableTokens(selectableTokens(tokens.data, settings), (symbol) => isHeld(balances?.get(symbol))) : []),
    [tokens.data, settings, balances],
  );
  const matches = useMemo(() => matchTokens(searchable, search), [searchable, search]);

  const list = () => {
    if (tokens.failed && !tokens.data) {
      return (
        <Typography role="alert" color="error">
          Tokens could not be loaded. <Button onClick={tokens.reload}>Retry</Button>
        </Typography>
      );
    }
    if (!tokens.data) return <CircularProgress aria-label="Loading tokens" size={24} />;
    if (matches.length === 0) return <Typography>{noMatchText(search)}</Typography>;
    return <TokenOptions tokens={matches} label={listLabel} action={props} onPicked={onClose} balances={balances} selected={selected} />;
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
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
        {list()}
      </DialogContent>
    </Dialog>
  );
}
