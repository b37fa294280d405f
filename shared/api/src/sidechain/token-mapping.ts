import { displayText, type Metric, type Token, type TokenMetadata } from '@tdx/contracts';

/** A `tokens.tokens` row as stored: metadata is a JSON string written by the issuer. */
export type TokenRow = Omit<Token, 'metadata' | 'icon'> & { metadata: string | null };

/**
 * Metadata longer than this is not parsed (read as `{}`). The tokens contract accepts at most 1,000
 * characters, so only a hostile or broken node sends more; the bound keeps a list of thousands of
 * tokens from parsing megabytes. Generous, so text a front end must still show (a 5,000-character
 * description a node might hold) passes.
 */
export const MAX_METADATA_LENGTH = 16_384;

function parseMetadata(raw: unknown): TokenMetadata {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_METADATA_LENGTH) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as TokenMetadata) : {};
  } catch {
    return {};
  }
}

/** The token as the UI shows it: its name and description without the invisible characters that could disguise them (`displayText`). */
export function toToken(row: TokenRow): Token {
  const parsed = parseMetadata(row.metadata);
  const metadata = typeof parsed.desc === 'string' ? { ...parsed, desc: displayText(parsed.desc) } : parsed;
  const name = typeof row.name === 'string' ? displayText(row.name) : row.name;
  return { ...row, name, metadata, icon: typeof metadata.icon === 'string' ? metadata.icon : '' };
}

/** SWAP.HIVE has no metrics row; it is worth 1 HIVE by definition. */
export const SWAP_HIVE_METRIC: Metric = {
  symbol: 'SWAP.HIVE',
  volume: '0',
  volumeExpiration: 0,
  lastPrice: '1',
  lowestAsk: '1',
  highestBid: '1',
  lastDayPrice: '1',
  lastDayPriceExpiration: 0,
  priceChangePercent: '0%',
  priceChangeHive: '0',
};
