import BigNumber from 'bignumber.js';
import type { Settings } from '@tdx/contracts';
import { validateQuantity } from '@tdx/ui/extra';
import { isAddress } from 'viem';

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

/** Addresses of the converter's chains: letters and digits only (bech32, base58, EOS names). */
const COIN_ADDRESS = /^[A-Za-z0-9.]{3,100}$/;

export const INVALID_ADDRESS_TEXT = 'Enter a valid receiving address';

/** The problem with a receiving address, or null. */
export function addressProblem(address: string, kind: 'evm' | 'converter'): string | null {
  const text = address.trim();
  if (text === '') return 'Enter the address to receive the coins';
  // An EVM address in mixed case carries a checksum (EIP-55): a typo in it is caught too.
  const valid = kind === 'evm' ? isAddress(text) : COIN_ADDRESS.test(text);
  return valid ? null : INVALID_ADDRESS_TEXT;
}
