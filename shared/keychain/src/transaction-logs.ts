import type { TransactionInfo } from '@tdx/contracts';

/**
 * The `logs.errors` of a processed transaction, verbatim; `undefined` when the logs are missing or
 * cannot be read (not a JSON object, or `errors` not a list of strings): then nobody can tell
 * whether the action succeeded.
 */
export function readLogErrors(transaction: TransactionInfo): string[] | undefined {
  const raw: unknown = (transaction as { logs?: unknown }).logs;
  if (typeof raw !== 'string') return undefined;
  let logs: unknown;
  try {
    logs = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof logs !== 'object' || logs === null || Array.isArray(logs)) return undefined;
  const { errors } = logs as { errors?: unknown };
  if (errors === undefined) return [];
  if (!Array.isArray(errors) || !errors.every((error) => typeof error === 'string')) return undefined;
  return errors;
}
