import { hiveAccountNameProblem } from '@tdx/ui/base';
import { splitNames } from '../../../shared';
import { MANAGE_MESSAGES, MAX_ISSUE_AT_ONCE } from './manage-rules';

export const RECIPIENT_MESSAGES = {
  empty: 'Enter at least one account',
  bad: (name: string, rule: string) => `“${name}”: ${rule}`,
} as const;

/** Accounts, one instance each (an account listed twice gets two), checked by Hive's naming rules and against what the max supply leaves. */
export function recipientList(text: string, left: number): { accounts: string[]; problem: string | null } {
  const accounts = splitNames(text, true);
  if (accounts.length === 0) return { accounts, problem: RECIPIENT_MESSAGES.empty };
  for (const name of accounts) {
    const rule = hiveAccountNameProblem(name);
    if (rule) return { accounts, problem: RECIPIENT_MESSAGES.bad(name, rule) };
  }
  return { accounts, problem: accounts.length > left ? MANAGE_MESSAGES.overSupply(left) : null };
}

/** The transactions of `issueMultiple`: at most 10 instances each. */
export function issueBatches<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += MAX_ISSUE_AT_ONCE) batches.push(items.slice(start, start + MAX_ISSUE_AT_ONCE));
  return batches;
}
