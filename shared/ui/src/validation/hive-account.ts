export const INVALID_USERNAME_MESSAGE = 'Invalid Hive username';
export const INVALID_ACCOUNT_MESSAGE = 'Invalid Hive account name';

/** The login field's rule (spec §5): a string of 3 to 16 characters. */
export function validateLoginUsername(value: unknown): string | null {
  return typeof value === 'string' && value.length >= 3 && value.length <= 16 ? null : INVALID_USERNAME_MESSAGE;
}

const SEGMENT = /^[a-z][a-z0-9-]*[a-z0-9]$/;

/**
 * Hive's own account-name rule: 3–16 characters; dot-separated segments of at least 3
 * characters, each starting with a letter, ending with a letter or digit, without `--`.
 */
export function isValidHiveAccountName(value: string): boolean {
  if (value.length < 3 || value.length > 16) return false;
  return value.split('.').every((segment) => segment.length >= 3 && SEGMENT.test(segment) && !segment.includes('--'));
}

/** For recipient fields: the message, or null when valid (leading `@` and spaces tolerated). */
export function validateRecipient(value: string): string | null {
  return isValidHiveAccountName(value.trim().replace(/^@/, '')) ? null : INVALID_ACCOUNT_MESSAGE;
}
