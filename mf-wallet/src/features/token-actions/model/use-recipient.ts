import { useState } from 'react';
import { hiveAccountExists } from '../../../shared';
import { MESSAGES, normalizeAccount, recipientProblem } from './rules';

export interface Recipient {
  value: string;
  setValue: (value: string) => void;
  /** The message to show next to the field (format while typing, existence after a check). */
  error: string | null;
  checking: boolean;
  /** Checks format and existence on the Hive node; the normalised name, or null (the field then says why). */
  confirm: () => Promise<string | null>;
}

/** A recipient field's state: Hive name rules while typing, `condenser_api.get_accounts` before sending. */
export function useRecipient(self: string, options: { initial?: string; allowSelf: boolean }): Recipient {
  const [value, setRawValue] = useState(options.initial ?? '');
  const [checked, setChecked] = useState<{ name: string; error: string | null } | null>(null);
  const [checking, setChecking] = useState(false);
  const [touched, setTouched] = useState(false);

  const formatError = recipientProblem(value, self, options.allowSelf);
  const name = normalizeAccount(value);
  const existenceError = checked && checked.name === name ? checked.error : null;

  const setValue = (next: string) => {
    setRawValue(next);
    setTouched(true);
  };

  const confirm = async (): Promise<string | null> => {
    setTouched(true);
    if (formatError) return null;
    setChecking(true);
    try {
      const exists = await hiveAccountExists(name);
      setChecked({ name, error: exists ? null : MESSAGES.unknownAccount });
      return exists ? name : null;
    } catch (error) {
      console.error('Failed to look up a Hive account', error);
      setChecked({ name, error: MESSAGES.accountCheckFailed });
      return null;
    } finally {
      setChecking(false);
    }
  };

  return { value, setValue, error: touched ? (formatError ?? existenceError) : null, checking, confirm };
}
