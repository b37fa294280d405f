/**
 * The sidechain rows the areas rely on, checked as they arrive (valibot). A node is not trusted to
 * keep the contract's shapes: a malformed row is skipped and logged, so one bad token cannot break
 * a whole list. Only the fields the site computes with are checked; others pass through.
 */
import * as v from 'valibot';
import type { TokenRow } from './token-mapping';

const numericText = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number as text'));

export const tokenRowSchema = v.looseObject({
  _id: v.number(),
  issuer: v.string(),
  symbol: v.string(),
  name: v.string(),
  precision: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8)),
  maxSupply: numericText,
  supply: numericText,
  circulatingSupply: numericText,
  // Issuer-written text, parsed (size-limited, broken JSON tolerated) by toToken.
  metadata: v.unknown(),
});

export const metricRowSchema = v.looseObject({
  symbol: v.string(),
  volume: numericText,
  volumeExpiration: v.number(),
  lastPrice: numericText,
  lowestAsk: numericText,
  highestBid: numericText,
  lastDayPrice: numericText,
  lastDayPriceExpiration: v.number(),
  priceChangePercent: v.string(),
  priceChangeHive: v.string(),
});

/** The rows that match `schema`; each other one is logged with what was wrong and left out. */
export function wellFormedRows<Row>(schema: v.GenericSchema<unknown, unknown>, rows: readonly unknown[], table: string): Row[] {
  return rows.filter((row): row is Row => {
    const result = v.safeParse(schema, row);
    if (!result.success) console.error(`Skipped a malformed ${table} row`, row, v.summarize(result.issues));
    return result.success;
  });
}

export const wellFormedTokenRows = (rows: readonly unknown[]) => wellFormedRows<TokenRow>(tokenRowSchema, rows, 'tokens.tokens');
