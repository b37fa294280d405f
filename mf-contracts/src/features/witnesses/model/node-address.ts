/**
 * The address rules of `witnesses.register`, checked before sending: a fully qualified domain
 * name as the node's validator library accepts it, or an IPv4 / IPv6 address.
 */

const MAX_LABEL_LENGTH = 63;
const LABEL = /^[a-z\u00a1-\uffff0-9-]+$/i;
const FULL_WIDTH = /[\uff01-\uff5e]/;
const TOP_LEVEL_LABEL = /^([a-z\u00a1-\u00a8\u00aa-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]{2,}|xn[a-z0-9-]{2,})$/i;

export function isFullyQualifiedDomain(value: string): boolean {
  const labels = value.split('.');
  if (labels.length < 2 || !TOP_LEVEL_LABEL.test(labels[labels.length - 1])) return false;
  return labels.every(
    (label) => label.length <= MAX_LABEL_LENGTH && LABEL.test(label) && !FULL_WIDTH.test(label) && !label.startsWith('-') && !label.endsWith('-'),
  );
}

const IPV4_PART = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function isIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part));
}

/** The browser's URL parser knows IPv6 literals; anything it cannot place in brackets is not one. */
function isIpv6(value: string): boolean {
  if (!value.includes(':') || !/^[0-9a-f:.]+$/i.test(value)) return false;
  try {
    new URL(`http://[${value}]/`);
    return true;
  } catch {
    return false;
  }
}

export function isIpAddress(value: string): boolean {
  return isIpv4(value) || isIpv6(value);
}
