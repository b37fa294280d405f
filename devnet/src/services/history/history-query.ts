import type { HistoryRow } from './history-types';

/** Paging limits of the history API (reference §19): limits above the maximum are refused, not clamped. */
export const MAX_LIMIT = 500;
export const MAX_OFFSET = 100_000;
export const GENERIC_ERROR = 'an error occurred';

export type QueryParams = Record<string, unknown>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export interface Paging {
  limit: number;
  offset: number;
}

export interface TimeRange {
  start: number;
  end: number;
}

export interface RowFilter {
  accounts?: string[];
  symbol?: string;
  ops?: string[];
  nfts?: string[];
  range?: TimeRange;
}

export interface HistoryQuery {
  filter: RowFilter;
  paging: Paging;
}

const SYMBOL = /^[A-Z0-9.]{1,10}$/i;
const NFT_ID = /^\d+$/;

export function parseAccountHistoryQuery(q: QueryParams): Parsed<HistoryQuery> {
  const account = text(q.account);
  if (!account || account.length < 3) return fail(GENERIC_ERROR);
  const symbol = text(q.symbol);
  if (symbol !== undefined && !SYMBOL.test(symbol)) return fail(GENERIC_ERROR);
  return withPaging(q, { accounts: list(account), symbol, ops: optionalList(q.ops), range: parseTimeRange(q) });
}

export function parseNftHistoryQuery(q: QueryParams): Parsed<HistoryQuery> {
  const nfts = optionalList(q.nfts);
  const accountsText = text(q.accounts);
  // As on the real service, the accounts filter applies only when the parameter is longer than 3 characters.
  const accounts = accountsText && accountsText.length > 3 ? list(accountsText) : undefined;
  if (!nfts && !accounts) return fail(GENERIC_ERROR);
  if (nfts && !nfts.every((id) => NFT_ID.test(id))) return fail(GENERIC_ERROR);
  const symbol = text(q.symbol);
  if (symbol !== undefined && !SYMBOL.test(symbol)) return fail(GENERIC_ERROR);
  return withPaging(q, { nfts, accounts, symbol, range: parseTimeRange(q) });
}

export function parseMarketHistoryQuery(q: QueryParams): Parsed<{ symbol: string; range?: TimeRange }> {
  const symbol = text(q.symbol);
  if (!symbol || !SYMBOL.test(symbol)) return fail(GENERIC_ERROR);
  return { ok: true, value: { symbol, range: parseTimeRange(q) } };
}

/** Rows matching the filter, in the given (newest first) order, paged. */
export function selectRows(rows: readonly HistoryRow[], { filter, paging }: HistoryQuery): HistoryRow[] {
  const accounts = filter.accounts && new Set(filter.accounts);
  const ops = filter.ops && new Set(filter.ops);
  const nfts = filter.nfts && new Set(filter.nfts);
  return rows
    .filter(
      (row) =>
        (!accounts || accounts.has(row.account)) &&
        (!filter.symbol || row.symbol === filter.symbol) &&
        (!ops || ops.has(row.operation)) &&
        (!nfts || nfts.has(String(row.nft))) &&
        inRange(row.timestamp, filter.range),
    )
    .slice(paging.offset, paging.offset + paging.limit);
}

export function inRange(timestamp: number, range: TimeRange | undefined): boolean {
  return !range || (timestamp >= range.start && timestamp <= range.end);
}

function withPaging(q: QueryParams, filter: RowFilter): Parsed<HistoryQuery> {
  const paging = parsePaging(q);
  return paging.ok ? { ok: true, value: { filter, paging: paging.value } } : paging;
}

function parsePaging(q: QueryParams): Parsed<Paging> {
  const limit = integer(q.limit) ?? MAX_LIMIT;
  const offset = Math.max(0, integer(q.offset) ?? 0);
  if (limit > MAX_LIMIT) return fail(`limit is too high, maximum limit is ${MAX_LIMIT}`);
  if (offset > MAX_OFFSET) return fail(`offset is too high, maximum offset is ${MAX_OFFSET}`);
  return { ok: true, value: { limit: Math.max(1, limit), offset } };
}

/** Used only when both ends are valid unix seconds and start ≤ end. */
function parseTimeRange(q: QueryParams): TimeRange | undefined {
  const start = integer(q.timestampStart);
  const end = integer(q.timestampEnd);
  return start !== undefined && end !== undefined && start >= 0 && start <= end ? { start, end } : undefined;
}

function integer(value: unknown): number | undefined {
  const raw = text(value);
  return raw !== undefined && /^-?\d+$/.test(raw) ? Number(raw) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function optionalList(value: unknown): string[] | undefined {
  const raw = text(value);
  return raw === undefined ? undefined : list(raw);
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}
