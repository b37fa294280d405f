import type { TransactionLogs } from '@tdx/contracts';

/** The `beeConversion` event of a confirmed conversion. */
export interface ConversionEvent {
  /** BEE kept as the fee. */
  fee: string;
  /** BEE converted (the amount less the fee). */
  bee: string;
  /** BEED issued. */
  beed: string;
  beePriceInUSD: string;
}

const FIELDS = ['fee', 'bee', 'beed', 'beePriceInUSD'] as const;

/** The conversion reported in a transaction's `logs` (a JSON string), or null when it has none. */
export function conversionEventOf(logs: string): ConversionEvent | null {
  let parsed: TransactionLogs;
  try {
    parsed = JSON.parse(logs) as TransactionLogs;
  } catch {
    return null;
  }
  const event = parsed?.events?.find((candidate) => candidate.contract === 'beedollar' && candidate.event === 'beeConversion');
  const data = event?.data as Record<string, unknown> | undefined;
  if (!data || !FIELDS.every((field) => typeof data[field] === 'string')) return null;
  return { fee: data.fee as string, bee: data.bee as string, beed: data.beed as string, beePriceInUSD: data.beePriceInUSD as string };
}
