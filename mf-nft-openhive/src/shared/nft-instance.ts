import { displayText } from '@tdx/contracts';

/** A row of `nft.<SYMBOL>instances` as the node returns it (values written by issuers and editors: untrusted). */
export interface NftInstanceRow {
  _id: number;
  account: string;
  ownedBy?: string;
  soulBound?: boolean;
  lockedTokens?: Record<string, unknown>;
  lockedNfts?: unknown[];
  properties?: Record<string, unknown>;
  delegatedTo?: { account?: unknown; ownedBy?: unknown; undelegateAt?: unknown };
  previousAccount?: string;
  previousOwnedBy?: string;
}

/** A property value as plain text (an object written on chain is shown as its JSON, never interpreted). */
export function propertyValueText(value: unknown): string {
  if (typeof value === 'string') return displayText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return displayText(JSON.stringify(value) ?? '');
}

/** `c` is a contract, anything else an account. */
export const accountKindOf = (ownedBy: unknown): 'account' | 'contract' => (ownedBy === 'c' ? 'contract' : 'account');

/** `10 BEE, 2.5 PAL`, or '' when nothing is locked. */
export function lockedTokensText(locked: Record<string, unknown> | undefined): string {
  return Object.entries(locked ?? {})
    .map(([symbol, quantity]) => `${propertyValueText(quantity)} ${displayText(symbol)}`)
    .join(', ');
}

/** When a delegated instance comes back, as `2026-11-28 10:00 UTC`. */
export const returnTimeText = (at: number): string => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Who an instance is delegated to and, while it comes back, until when; '' when not delegated. */
export function delegationText(delegatedTo: NftInstanceRow['delegatedTo'], now: number): string {
  if (!delegatedTo || typeof delegatedTo.account !== 'string') return '';
  const to = `${displayText(delegatedTo.account)}${accountKindOf(delegatedTo.ownedBy) === 'contract' ? ' (contract)' : ''}`;
  const back = delegatedTo.undelegateAt;
  if (typeof back !== 'number' || back <= now) return to;
  return `${to}, returning ${returnTimeText(back)}`;
}

/** Properties in the definition's order, then any others the instance carries, as text. */
export function propertyListOf(properties: Record<string, unknown> | undefined, order: readonly string[]): Array<[name: string, value: string]> {
  const values = properties ?? {};
  const names = [...order.filter((name) => name in values), ...Object.keys(values).filter((name) => !order.includes(name))];
  return names.map((name) => [displayText(name), propertyValueText(values[name])]);
}
