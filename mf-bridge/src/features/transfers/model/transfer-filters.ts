import type { BridgeChain, BridgeDirection, BridgeTransferQuery, BridgeTransferStatus } from '@tdx/contracts';
import { isBridgeChain } from '../../../shared';

/** The list's filters as the address keeps them (`?account=&coin=&chain=&direction=&status=`); '' = any. */
export interface TransferFilters {
  account: string;
  coin: string;
  chain: BridgeChain | '';
  direction: BridgeDirection | '';
  status: BridgeTransferStatus | '';
}

export const NO_FILTERS: TransferFilters = { account: '', coin: '', chain: '', direction: '', status: '' };

export const DIRECTIONS: readonly BridgeDirection[] = ['deposit', 'withdrawal'];
export const STATUSES: readonly BridgeTransferStatus[] = ['requested', 'seen', 'sent', 'confirmed', 'failed'];

const ACCOUNT = /^[a-z0-9.-]{1,16}$/;
const COIN = /^[A-Z0-9.]{1,20}$/;

/** Normalises what was typed: an account in lower case, a coin in upper case; text of another shape is no filter. */
export function normaliseAccount(text: string): string {
  const account = text.trim().replace(/^@/, '').toLowerCase();
  return ACCOUNT.test(account) ? account : '';
}

export function normaliseCoin(text: string): string {
  const coin = text.trim().toUpperCase();
  return COIN.test(coin) ? coin : '';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');

/** The filters an address names; values of an unknown kind are ignored. */
export function filtersOf(search: string): TransferFilters {
  const params = new URLSearchParams(search);
  const chain = params.get('chain');
  return {
    account: normaliseAccount(params.get('account') ?? ''),
    coin: normaliseCoin(params.get('coin') ?? ''),
    chain: isBridgeChain(chain) ? chain : '',
    direction: oneOf(DIRECTIONS, params.get('direction')),
    status: oneOf(STATUSES, params.get('status')),
  };
}

/** The address's search with the filters set (empty ones left out), other parameters kept. */
export function withFilters(search: string, filters: TransferFilters): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(filters)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The bridge query of the filters (empty ones left out). */
export function queryOf(filters: TransferFilters): BridgeTransferQuery {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as BridgeTransferQuery;
}

export function hasFilters(filters: TransferFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}
