import { sha256 } from 'viem';

/**
 * The checksummed address encodings of the converter's chains: base58check (legacy Bitcoin-style),
 * bech32 / bech32m (SegWit, BIP-173 / BIP-350) and CashAddr (Bitcoin Cash). Each returns what the
 * address carries once its checksum holds, or null.
 */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Bytes(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes]);
}

/** The version byte of a base58check address with a 20-byte payload (P2PKH, P2SH), or null. */
export function base58CheckVersion(text: string): number | null {
  const bytes = text.length <= 40 ? base58Bytes(text) : null;
  if (!bytes || bytes.length !== 25) return null;
  const body = bytes.slice(0, 21);
  const check = sha256(sha256(body, 'bytes'), 'bytes');
  return check.slice(0, 4).every((byte, index) => byte === bytes[21 + index]) ? bytes[0] : null;
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function bech32Polymod(values: readonly number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let check = 1;
  for (const value of values) {
    const top = check >>> 25;
    check = ((check & 0x1ffffff) << 5) ^ value;
    generators.forEach((generator, bit) => {
      if ((top >>> bit) & 1) check ^= generator;
    });
  }
  return check >>> 0;
}

/** The 5-bit words of `text` after `<prefix><separator>`, in `alphabet`; null on an unknown character. */
function words(text: string, alphabet: string): number[] | null {
  const values = [...text].map((char) => alphabet.indexOf(char));
  return values.includes(-1) ? null : values;
}

/** Regroups bits (5 → 8) without padding; null when the leftover bits are not zero padding. */
function fiveToEight(data: readonly number[]): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const bytes: number[] = [];
  for (const value of data) {
    accumulator = (accumulator << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((accumulator >>> bits) & 0xff);
    }
  }
  return bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0 ? null : bytes;
}

/** A SegWit address of `hrp` (witness version 0 with bech32, 1–16 with bech32m, BIP-350): true when valid. */
export function isSegwitAddress(text: string, hrp: string): boolean {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return false;
  const lower = text.toLowerCase();
  if (!lower.startsWith(`${hrp}1`) || lower.length > 90) return false;
  const data = words(lower.slice(hrp.length + 1), BECH32);
  if (!data || data.length < 7) return false;
  const expanded = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31), ...data];
  const version = data[0];
  if (bech32Polymod(expanded) !== (version === 0 ? BECH32_CONST : BECH32M_CONST) || version > 16) return false;
  const program = fiveToEight(data.slice(1, -6));
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

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
  const data = words(payload, BECH32);
  if (!data || data.length !== 42) return false;
  if (cashAddrPolymod([...[...prefix].map((c) => c.charCodeAt(0) & 31), 0, ...data]) !== 0n) return false;
  const bytes = fiveToEight(data.slice(0, -8));
  // Version byte: type (0 key hash, 1 script hash) in bits 3–6, size 0 = 160 bits.
  return bytes !== null && bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x08);
}
