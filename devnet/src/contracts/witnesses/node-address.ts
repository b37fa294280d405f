import { isIP } from 'node:net';

/**
 * The address checks `register` makes with the node's validator library: a fully qualified
 * domain name (no trailing dot, no underscores, a letter top-level label), an IPv4 or IPv6
 * address, an alphanumeric signing key.
 */

const MAX_LABEL_LENGTH = 63;
const LABEL = /^[a-z\u00a1-\uffff0-9-]+$/i;
const FULL_WIDTH = /[\uff01-\uff5e]/;
const TOP_LEVEL_LABEL = /^([a-z\u00a1-\u00a8\u00aa-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]{2,}|xn[a-z0-9-]{2,})$/i;

export function isFullyQualifiedDomain(value: string): boolean {
  const labels = value.split('.');
  const topLevel = labels[labels.length - 1];
  if (labels.length < 2 || !TOP_LEVEL_LABEL.test(topLevel)) return false;
  return labels.every(
    (label) => label.length <= MAX_LABEL_LENGTH && LABEL.test(label) && !FULL_WIDTH.test(label) && !label.startsWith('-') && !label.endsWith('-'),
  );
}

export function isIpAddress(value: string): boolean {
  return isIP(value) !== 0;
}

/**
 * Letters and digits only. The validator library throws on anything but a string; the node then
 * logs the exception as the action's only error.
 */
export function isAlphanumeric(value: unknown): boolean {
  if (typeof value !== 'string') {
    const type = value === null ? 'null' : typeof value === 'object' ? (value as object).constructor.name : typeof value;
    throw new TypeError(`Expected a string but received a ${type}`);
  }
  return /^[0-9a-z]+$/i.test(value);
}
