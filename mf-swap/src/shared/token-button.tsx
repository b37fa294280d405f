import type { Token } from '@tdx/contracts';
import { TokenIcon } from '@tdx/ui/extra';
import { Button } from '@tdx/ui/overlay';

export interface TokenButtonProps {
  /** The token's definition, for its icon (the letter stands in until it is known). */
  token: Token | undefined;
  /** The symbol chosen, or null before one is. */
  symbol: string | null;
  /** What the token is in the form ("Base token"). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The id of a message about the choice (e.g. why it cannot be used). */
  describedBy?: string;
}

/** The token of one side of a form; opens the picker. */
export function TokenButton({ token, symbol, label, onClick, disabled, describedBy }: TokenButtonProps) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={disabled}
      aria-label={symbol ? `${label}: ${symbol}. Choose another token` : `${label}: choose a token`}
      aria-describedby={describedBy}
      startIcon={symbol ? <TokenIcon symbol={symbol} icon={token?.icon} size={20} /> : undefined}
      sx={{ minWidth: 140, justifyContent: 'flex-start', textTransform: 'none', flexShrink: 0 }}
    >
      {symbol ?? 'Choose a token'}
    </Button>
  );
}
