import { bech32, bech32m, createBase58check, utils } from '@scure/base';
import { sha256 } from 'viem';

/**
 * The checksummed address encodings of the converter's chains: base58check (legacy Bitcoin-style),
 * bech32 / bech32m (SegWit, BIP-173 / BIP-350) and CashAddr (Bitcoin Cash). Each says what the
 * address carries once its checksum holds, or rejects it.
 */

const base58check = createBase58check((data) => sha256(data, 'bytes'));

/** The version byte of a base58check address with a 20-byte payload (P2PKH, P2SH), or null. */
export function base58CheckVersion(text: string): number | null {
  if (text.length > 40) return null;
  try {
    const bytes = base58check.decode(text);
    return bytes.length === 21 ? bytes[0] : null;
  } catch {
    return null;
  }
}

/** The words of a bech32 (`encoding`) string of `hrp`, or null when it does not decode. */
function bech32Words(text: string, hrp: string, encoding: typeof bech32): number[] | null {
  try {
    const decoded = encoding.decode(text as `${string}1${string}`);
    return decoded.prefix === hrp ? decoded.words : null;
  } catch {
    return null;
  }
}

/** A SegWit address of `hrp` (witness version 0 with bech32, 1–16 with bech32m, BIP-350): true when valid. */
export function isSegwitAddress(text: string, hrp: string): boolean {
  const v0 = bech32Words(text, hrp, bech32);
  const words = v0 ?? bech32Words(text, hrp, bech32m);
  if (!words || words.length < 1) return false;
  const version = words[0];
  if (version > 16 || (version === 0) !== (v0 !== null)) return false;
  const program = bech32.fromWordsUnsafe(words.slice(1));
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

const cashAddrAlphabet = utils.alphabet('qpzry9x8gf2tvdw0s3jn54khce6mua7l');

/** CashAddr's checksum (BCH spec): its own 40-bit polynomial, so no bech32 library covers it. */
function cashAddrPolymod(values: readonly number[]): bigint {
  const generators = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
  let check = 1n;
  for (const value of values) {
    const top = check >> 35n;
    check = ((check & 0x07ffffffffn) << 5n) ^ BigInt(value);
    generators.forEach((generator, bit) => {
      if ((top >> BigInt(bit)) & 1n) check ^= generator;
    });
  }
  return check ^ 1n;
}

/** A CashAddr address of `prefix` (written with or without `<prefix>:`) paying a 20-byte key or script hash. */
export function isCashAddress(text: string, prefix: string): boolean {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return false;
  const lower = text.toLowerCase();
  const payload = lower.startsWith(`${prefix}:`) ? lower.slice(prefix.length + 1) : lower;
  let words: number[];
  try {
    words = cashAddrAlphabet.decode([...payload]);
  } catch {
    return false;
  }
  if (words.length !== 42) return false;
  if (cashAddrPolymod([...[...prefix].map((c) => c.charCodeAt(0) & 31), 0, ...words]) !== 0n) return false;
  const bytes = bech32.fromWordsUnsafe(words.slice(0, -8));
  // Version byte: type (0 key hash, 1 script hash) in bits 3–6, size 0 = 160 bits.
  return bytes !== undefined && bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x08);
}
