import type { Token } from '@tdx/contracts';
import { Link } from '@tdx/router';
import { Box, ChainText } from '@tdx/ui';
import { formatTokenAmount, TokenIcon } from '@tdx/ui/extra';

/** What the picker shows of a token. */
export type PickerToken = Pick<Token, 'symbol' | 'name' | 'icon' | 'precision'>;

/** Each option is a link (e.g. to the token's market), or a button handing the token to the form. */
export type TokenPickAction<T extends PickerToken> = { optionHref: (token: T) => string; onPick?: (token: T) => void } | { optionHref?: undefined; onPick: (token: T) => void };

export interface TokenOptionsProps<T extends PickerToken> {
  tokens: readonly T[];
  label: string;
  action: TokenPickAction<T>;
  /** Called after any pick (the dialog closes). */
  onPicked: () => void;
  balances?: ReadonlyMap<string, string>;
  selected?: string;
}

const OPTION_STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  width: '100%',
  minHeight: 48,
  px: 1,
  border: 0,
  borderRadius: 1,
  bgcolor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
  '&[aria-current="true"]': { bgcolor: 'action.selected' },
} as const;

function OptionContent({ token, balance }: { token: PickerToken; balance?: string }) {
  return (
    <>
      {/* The symbol beside it names the option; the icon's letter would only prefix the name. */}
      <Box component="span" aria-hidden sx={{ display: 'flex' }}>
        <TokenIcon symbol={token.symbol} icon={token.icon} size={28} />
      </Box>
      <strong>{token.symbol}</strong>
      <Box component="span" sx={{ flex: 1, minWidth: 0, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        <ChainText>{token.name}</ChainText>
      </Box>
      {balance !== undefined && (
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatTokenAmount(balance, token.precision)}
        </Box>
      )}
    </>
  );
}

/** The matching tokens as a list of links or buttons. */
export function TokenOptions<T extends PickerToken>({ tokens, label, action, onPicked, balances, selected }: TokenOptionsProps<T>) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tokens.map((token) => {
        const pick = () => {
          action.onPick?.(token);
          onPicked();
        };
        const content = <OptionContent token={token} balance={balances?.get(token.symbol)} />;
        const current = token.symbol === selected ? true : undefined;
        return (
          <li key={token.symbol}>
            {action.optionHref ? (
              <Box component={Link} to={action.optionHref(token)} onClick={pick} aria-current={current} sx={OPTION_STYLE}>
                {content}
              </Box>
            ) : (
              <Box component="button" type="button" onClick={pick} aria-current={current} sx={OPTION_STYLE}>
                {content}
              </Box>
            )}
          </li>
        );
      })}
    </Box>
  );
}
