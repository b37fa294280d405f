import type { BridgeTransfer, BridgeTransferPage } from '@tdx/contracts';
import { isBridgeChain } from './transfer-chains';

export const TRANSFERS_DEFAULT_LIMIT = 20;
export const TRANSFERS_MAX_LIMIT = 100;

const DIRECTIONS = ['deposit', 'withdrawal'];
const STATUSES = ['requested', 'seen', 'sent', 'confirmed', 'failed'];

type Filter = (transfer: BridgeTransfer) => boolean;

/** One optional filter of the query string: a predicate, or the message of a value it refuses. */
function filterOf(query: Record<string, unknown>): Filter[] | string {
  const { account, coin, chain, direction, status } = query;
  const filters: Filter[] = [];
  for (const [name, value] of Object.entries({ account, coin })) {
    if (value === undefined) continue;
    if (typeof value !== 'string' || value === '') return `${name} must be a non-empty string`;
  }
  if (chain !== undefined && !isBridgeChain(chain)) return 'chain must be one of btc, ltc, doge, bch, eos, eth, bsc, polygon';
  if (direction !== undefined && !DIRECTIONS.includes(direction as string)) return 'direction must be deposit or withdrawal';
  if (status !== undefined && !STATUSES.includes(status as string)) return `status must be one of ${STATUSES.join(', ')}`;
  if (typeof account === 'string') filters.push((t) => t.account === account);
  // A coin matches either side's symbol: BTC and SWAP.BTC both find Bitcoin transfers.
  if (typeof coin === 'string') filters.push((t) => t.coin === coin.toUpperCase() || t.symbol === coin.toUpperCase());
  if (chain !== undefined) filters.push((t) => t.chain === chain);
  if (direction !== undefined) filters.push((t) => t.direction === direction);
  if (status !== undefined) filters.push((t) => t.status === status);
  return filters;
}

function integerOf(value: unknown, fallback: number): number {
  return value === undefined ? fallback : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** `GET /bridge/transfers/`: the transfers matching every filter given, newest first, `limit` from `offset`; a message for bad input. */
export function transferPage(all: readonly BridgeTransfer[], query: Record<string, unknown>): BridgeTransferPage | string {
  const limit = integerOf(query.limit, TRANSFERS_DEFAULT_LIMIT);
  const offset = integerOf(query.offset, 0);
  if (!(limit >= 1 && limit <= TRANSFERS_MAX_LIMIT)) return `limit must be an integer from 1 to ${TRANSFERS_MAX_LIMIT}`;
  if (!(offset >= 0)) return 'offset must be a non-negative integer';
  const filters = filterOf(query);
  if (typeof filters === 'string') return filters;
  const matches = all
    .filter((transfer) => filters.every((keep) => keep(transfer)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return { total: matches.length, transfers: matches.slice(offset, offset + limit) };
}
