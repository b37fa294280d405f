import { issuerListProblem, MAX_ISSUERS, splitNames } from '../../../shared';
import type { IssuerKind } from './nft-actions';

export const ISSUER_MESSAGES = {
  empty: 'Enter at least one name',
  already: (name: string) => `${name} is already listed`,
  tooMany: (kind: IssuerKind) => `At most ${MAX_ISSUERS} ${kind.toLowerCase()} in all`,
} as const;

/** Names to add to a list of authorised issuers: well formed, not already listed, at most 10 in all. */
export function issuersToAdd(text: string, kind: IssuerKind, current: readonly string[]): { names: string[]; problem: string | null } {
  const names = splitNames(text, kind === 'Accounts');
  if (names.length === 0) return { names, problem: ISSUER_MESSAGES.empty };
  const listed = names.find((name) => current.includes(name));
  const problem =
    issuerListProblem(names, kind === 'Accounts' ? 'accounts' : 'contracts') ??
    (listed ? ISSUER_MESSAGES.already(listed) : current.length + names.length > MAX_ISSUERS ? ISSUER_MESSAGES.tooMany(kind) : null);
  return { names, problem };
}
