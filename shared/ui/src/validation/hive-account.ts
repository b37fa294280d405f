export const INVALID_USERNAME_MESSAGE = 'Invalid Hive username';

/** The login field's rule (spec §5): a string of 3 to 16 characters. */
export function validateLoginUsername(value: unknown): string | null {
  return typeof value === 'string' && value.length >= 3 && value.length <= 16 ? null : INVALID_USERNAME_MESSAGE;
}

/** Which of Hive's account-name rules a name breaks, in words for the field. */
export const ACCOUNT_NAME_RULES = {
  length: 'Must be 3 to 16 characters',
  characters: 'Only letters, digits, hyphens and dots',
  partLength: 'Each part between dots needs at least 3 characters',
  partStart: 'Each part must start with a letter',
  partEnd: 'Each part must end with a letter or digit',
  doubleHyphen: 'No two hyphens in a row',
} as const;

/**
 * Hive's own account-name rule, or null when `value` keeps it: 3–16 characters of lowercase
 * letters, digits, `-` and `.`; dot-separated segments of at least 3 characters, each starting with
 * a letter, ending with a letter or digit, without `--`.
 */
export function hiveAccountNameProblem(value: string): string | null {
  if (value.length < 3 || value.length > 16) return ACCOUNT_NAME_RULES.length;
  if (!/^[a-z0-9.-]+$/.test(value)) return ACCOUNT_NAME_RULES.characters;
  for (const segment of value.split('.')) {
    if (segment.length < 3) return ACCOUNT_NAME_RULES.partLength;
    if (!/^[a-z]/.test(segment)) return ACCOUNT_NAME_RULES.partStart;
    if (!/[a-z0-9]$/.test(segment)) return ACCOUNT_NAME_RULES.partEnd;
    if (segment.includes('--')) return ACCOUNT_NAME_RULES.doubleHyphen;
  }
  return null;
}
