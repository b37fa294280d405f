import BigNumber from 'bignumber.js';
import type { TokenMetadata } from '@tdx/contracts';
import { safeHttpUrl } from '@tdx/ui';
import { chainAmount } from './stake';

export const MESSAGES = {
  toSelf: 'You cannot send this to yourself',
  notEnoughFee: (symbol: string) => `Not enough ${symbol} to pay the fee`,
  feeUnavailable: 'The fee could not be read from the sidechain. Try again later.',
  cooldown: 'Enter a whole number of days from 1 to 18250',
  tranches: 'Enter a whole number of tranches from 1 to 18250',
  precision: (current: number) => `Enter a whole number above ${current} and at most 8`,
  url: 'Enter an http(s) address of at most 255 characters',
  metadataTooLong: 'Metadata is too long: at most 1000 characters once saved',
  typeToConfirm: (symbol: string) => `Type ${symbol} exactly as shown to confirm the transfer`,
} as const;

/** A quantity as sent to the chain: the plain decimal, without leading zeros. */
export function chainQuantity(value: string): string {
  return new BigNumber(value.trim()).toFixed();
}

/** The enableStaking / enableDelegation range (1–18250), whole numbers only. */
export function parseDays(value: string): number | null {
  if (!/^\d{1,5}$/.test(value.trim())) return null;
  const days = Number(value.trim());
  return days >= 1 && days <= 18250 ? days : null;
}

/** updatePrecision: only increases, at most 8. */
export function parsePrecision(value: string, current: number): number | null {
  if (!/^\d$/.test(value.trim())) return null;
  const precision = Number(value.trim());
  return precision > current && precision <= 8 ? precision : null;
}

/** Empty, or an http(s) URL of at most 255 characters. */
export function urlProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  return text.length <= 255 && safeHttpUrl(text) !== null ? null : MESSAGES.url;
}

/** The metadata to send: the existing keys kept, url / icon / desc replaced; null when over 1000 characters. */
export function nextMetadata(current: TokenMetadata, fields: { url: string; icon: string; desc: string }): TokenMetadata | null {
  const metadata = { ...current, url: fields.url.trim(), icon: fields.icon.trim(), desc: fields.desc.trim() };
  return JSON.stringify(metadata).length <= 1000 ? metadata : null;
}

/** The fee problem, or null when `balance` covers `fee` (both decimal strings). */
export function feeProblem(fee: string | null, balance: string, feeSymbol: string): string | null {
  if (fee === null) return MESSAGES.feeUnavailable;
  return chainAmount(balance).isGreaterThanOrEqualTo(chainAmount(fee)) ? null : MESSAGES.notEnoughFee(feeSymbol);
}
