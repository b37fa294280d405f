/** One history row before the transaction's own fields are added: whose history, what happened, its fields. */
export type Fields = Record<string, unknown>;
export interface RowSpec {
  account: string;
  operation: string;
  fields: Fields;
}

/** How the history API names a contract party (`contract_market`). */
export const CONTRACT_PREFIX = 'contract_';

/** A row for one account; nothing when the account is missing or not a name. */
export function rowFor(account: unknown, operation: string, fields: Fields): RowSpec[] {
  return typeof account === 'string' && account.length > 0 ? [{ account, operation, fields }] : [];
}

/** A movement from `from` to `to`: one row for each distinct party, both carrying `from` and `to`. */
export function rowsForParties(operation: string, from: unknown, to: unknown, fields: Fields): RowSpec[] {
  const parties = [...new Set([from, to])];
  return parties.flatMap((account) => rowFor(account, operation, { from, to, ...fields }));
}
