import BigNumber from 'bignumber.js';
import type { Settings } from '@tdx/contracts';
import { validateQuantity } from '@tdx/ui/extra';
import { isReceivingAddress } from './chain-address';

export interface WithdrawRules {
  symbol: string;
  /** Most decimals the withdrawal accepts. */
  precision: number;
  /** Smallest accepted amount, a decimal string. */
  minimum?: string;
  available: BigNumber.Value;
}

export const minimumText = (minimum: string, symbol: string) => `Minimum withdrawal is ${minimum} ${symbol}`;

/** What is wrong with a typed withdrawal amount (format, decimals, balance, minimum), or null. */
export function withdrawAmountProblem(value: string, rules: WithdrawRules): string | null {
  const problem = validateQuantity(value, { precision: rules.precision, available: rules.available });
  if (problem) return problem;
  if (rules.minimum !== undefined && new BigNumber(value.trim()).isLessThan(rules.minimum)) return minimumText(rules.minimum, rules.symbol);
  return null;
}

function isPositiveDecimal(value: string): boolean {
  try {
    const number = new BigNumber(value);
    return number.isFinite() && number.isGreaterThan(0);
  } catch {
    return false; // bignumber.js 11 throws on non-numeric strings
  }
}

/** The larger of the site's `minimum_withdrawals` entry for `symbol` and the contract's own floor. */
export function minimumWithdrawal(settings: Pick<Settings, 'minimum_withdrawals'> | null, symbol: string, floor?: string): string | undefined {
  const entry = settings?.minimum_withdrawals?.find(([entrySymbol]) => entrySymbol === symbol);
  const candidates = [entry ? String(entry[1]) : undefined, floor].filter((value): value is string => value !== undefined && isPositiveDecimal(value));
  if (candidates.length === 0) return undefined;
  return candidates.reduce((largest, value) => (new BigNumber(value).isGreaterThan(largest) ? value : largest));
}

export const invalidAddressText = (coin: string, evm: boolean) =>
  evm ? `Enter a valid ${coin} address (0x and 40 hex digits; a mixed-case one must match its checksum)` : `Enter a valid ${coin} address`;

/** The problem with a receiving address of `coin`, or null. */
export function addressProblem(address: string, coin: string, kind: 'evm' | 'converter'): string | null {
  const text = address.trim();
  if (text === '') return 'Enter the address to receive the coins';
  return isReceivingAddress(coin, text, kind === 'evm') ? null : invalidAddressText(coin, kind === 'evm');
}
