import { AmountField, formatTokenAmount } from '@tdx/ui/extra';
import type { TokenAmount } from './use-token-amount';

export interface TokenAmountFieldProps {
  label: string;
  symbol: string;
  /** From `useTokenAmount()`. */
  amount: TokenAmount;
  /** What the balance line calls the upper bound (default "Available"), e.g. "Available stake". */
  balanceLabel?: string;
  disabled?: boolean;
}

/** A token amount within the token's precision and the balance, with a Max button when the balance is known. */
export function TokenAmountField({ label, symbol, amount, balanceLabel = 'Available', disabled }: TokenAmountFieldProps) {
  const { value, setValue, precision, balance, submitted } = amount;
  return (
    <AmountField
      label={label}
      value={value}
      onChange={setValue}
      precision={precision}
      max={balance}
      symbol={symbol}
      hint={balance === undefined ? undefined : `${balanceLabel}: ${formatTokenAmount(balance, precision)} ${symbol}`}
      disabled={disabled}
      submitted={submitted}
    />
  );
}
