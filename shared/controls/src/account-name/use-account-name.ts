import { fetchData, useData } from '@tdx/data';
import { hiveAccountNameProblem } from '@tdx/ui/base';
import { useEffect, useState } from 'react';
import { hiveAccountExists } from './hive-account-query';
import { normalizeAccountName } from './normalize-account-name';

/** The pause after the last keystroke before the name is judged and looked up. */
export const CHECK_DELAY_MS = 300;

export const ACCOUNT_CHECK_FAILED = 'Could not check this account: the Hive node did not answer';

export const ENTER_ACCOUNT_NAME = 'Enter an account name';

export const noAccountMessage = (name: string) => `No Hive account named ${name}`;

/**
 * - `empty`, `typing` (judged once typing pauses): no message
 * - `invalid`: breaks a rule of Hive's account names or the form's own rule (the message says
 *   which), or is empty once the form tried to send it
 * - `checking`: asking the Hive node
 * - `found` (the only valid state), `missing`
 * - `unchecked`: the node did not answer (`retry()` asks again)
 */
export type AccountNameState = 'empty' | 'typing' | 'invalid' | 'checking' | 'found' | 'missing' | 'unchecked';

export interface AccountNameOptions {
  /**
   * The form's own rule for a well-formed name (e.g. "not the signer"): its message, or null.
   * Judged before the lookup and shown like a broken naming rule.
   */
  rule?: (name: string) => string | null;
}

export interface AccountName {
  /** What was typed, trimmed and lowercased, without a leading `@`. */
  value: string;
  /** True once the Hive node has confirmed that the account exists. */
  valid: boolean;
  state: AccountNameState;
  /** What the field says under it, or null. */
  message: string | null;
  setValue: (text: string) => void;
  /** Judges the name now rather than after the typing pause (the field calls it on blur). */
  settle: () => void;
  /** Asks the Hive node again after it did not answer. */
  retry: () => void;
  /**
   * For a form that checks its fields when sending: judges the name now and waits for the Hive
   * node. The name when the account exists, else null (the field then says why).
   */
  confirm: () => Promise<string | null>;
}

/** The state of an account-name field: Hive's naming rules, then the account's existence on the Hive node. */
export function useAccountName(initial = '', { rule }: AccountNameOptions = {}): AccountName {
  const [value, setRawValue] = useState(() => normalizeAccountName(initial));
  const [settled, setSettled] = useState(value);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (settled === value) return;
    const timer = setTimeout(() => setSettled(value), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, settled]);

  const problemOf = (name: string) => hiveAccountNameProblem(name) ?? rule?.(name) ?? null;
  const problem = settled === '' ? null : problemOf(settled);
  // Keyed by name: an answer for an earlier name never shows for the current one.
  const lookup = useData(hiveAccountExists, settled !== '' && problem === null ? settled : null);

  const [state, message] = ((): [AccountNameState, string | null] => {
    if (value === '') return submitted ? ['invalid', ENTER_ACCOUNT_NAME] : ['empty', null];
    if (value !== settled) return ['typing', null];
    if (problem !== null) return ['invalid', problem];
    if (lookup.data !== undefined) return lookup.data ? ['found', null] : ['missing', noAccountMessage(value)];
    if (lookup.failed) return ['unchecked', ACCOUNT_CHECK_FAILED];
    return ['checking', null];
  })();

  const confirm = async (): Promise<string | null> => {
    setSubmitted(true);
    setSettled(value);
    if (value === '' || problemOf(value) !== null) return null;
    if (state === 'found') return value;
    try {
      // The field's own lookup of this key shows the answer (or the failure) too.
      return (await fetchData(hiveAccountExists, value)) ? value : null;
    } catch {
      return null;
    }
  };

  return {
    value,
    valid: state === 'found',
    state,
    message,
    setValue: (text) => setRawValue(normalizeAccountName(text)),
    settle: () => setSettled(value),
    retry: lookup.reload,
    confirm,
  };
}
