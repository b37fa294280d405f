const LOWERCASE_NAME = /^[a-z][a-z0-9.-]{2,}$/;

/**
 * The spec's token-symbol helper (§5): entirely lowercase, longer than 2 characters, starting
 * with a letter, only lowercase letters, digits, `-` and `.`.
 */
export function isLowercaseName(value: string): boolean {
  return LOWERCASE_NAME.test(value);
}
