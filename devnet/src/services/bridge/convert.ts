import { createHash } from 'node:crypto';
import { CONVERTER_ACCOUNT, MEMO_COINS, PAIRS } from './coins';

export interface ConvertRequest {
  from_coin: string;
  to_coin: string;
  destination: string;
}

/** Where to send the coins: a deposit address, or an account plus memo. */
export interface ConvertInstructions {
  ex_rate: string;
  from_coin: string;
  to_coin: string;
  destination: string;
  address: string | null;
  account: string | null;
  memo: string | null;
}

export type ConvertResult = { ok: true; instructions: ConvertInstructions } | { ok: false; message: string };

const HIVE_ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;
/** Loose check of an external address: what matters here is that it is one token of safe characters. */
const EXTERNAL_ADDRESS = /^[A-Za-z0-9:._-]{12,100}$/;

/**
 * POST /bridge/convert/: a deposit (coin → SWAP.coin, destination = Hive account) gets a deterministic
 * deposit address (or the converter account and a memo for memo coins); a withdrawal (SWAP.coin → coin,
 * destination = external address) gets the converter account and the memo to put on the token transfer.
 */
export function planConversion(body: unknown): ConvertResult {
  const { from_coin, to_coin, destination } = (body ?? {}) as Partial<Record<keyof ConvertRequest, unknown>>;
  if (typeof from_coin !== 'string' || typeof to_coin !== 'string' || typeof destination !== 'string') {
    return { ok: false, message: 'from_coin, to_coin and destination are required' };
  }
  const pair = PAIRS.find((p) => p.from_coin_symbol === from_coin && p.to_coin_symbol === to_coin);
  if (!pair) return { ok: false, message: `No conversion from ${sanitise(from_coin)} to ${sanitise(to_coin)}` };
  const base = { ex_rate: pair.exchange_rate, from_coin, to_coin, destination };
  const isDeposit = to_coin.startsWith('SWAP.');
  if (isDeposit) {
    if (!HIVE_ACCOUNT.test(destination)) return { ok: false, message: 'destination must be a Hive account name' };
    if (MEMO_COINS.has(from_coin)) return { ok: true, instructions: { ...base, address: null, account: CONVERTER_ACCOUNT, memo: destination } };
    return { ok: true, instructions: { ...base, address: depositAddress(from_coin, destination), account: null, memo: null } };
  }
  if (!EXTERNAL_ADDRESS.test(destination)) return { ok: false, message: `destination must be a ${to_coin} address` };
  return { ok: true, instructions: { ...base, address: null, account: CONVERTER_ACCOUNT, memo: `${to_coin} ${destination}` } };
}

/** The deterministic deposit address of a coin for one Hive account. */
export function depositAddress(coin: string, account: string): string {
  const digest = createHash('sha256').update(`${coin}:${account}`).digest('hex');
  return `devnet${coin.toLowerCase()}1${digest.slice(0, 32)}`;
}

/** Symbols echoed in messages keep only symbol characters. */
function sanitise(symbol: string): string {
  return symbol.replace(/[^A-Z0-9.]/gi, '').slice(0, 12);
}
