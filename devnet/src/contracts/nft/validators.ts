import { isValidAccountLength, isValidContractName } from '../shared/accounts';

/** Text and account checks the nft contracts use (validator.js semantics, en-US). */

export const isAlpha = (text: string): boolean => /^[A-Za-z]+$/.test(text);

export const isUppercase = (text: string): boolean => text === text.toUpperCase();

export const isAlphanumeric = (text: string): boolean => /^[0-9A-Za-z]+$/.test(text);

/** Names, org names and product names: letters, digits and spaces, 1–50 chars. */
export const isValidLongName = (text: string): boolean =>
  isAlphanumeric(text.replace(/ /g, '')) && text.length > 0 && text.length <= 50;

/** Property names: letters and digits, 1–25 chars. */
export const isValidPropertyName = (text: string): boolean =>
  isAlphanumeric(text) && text.length > 0 && text.length <= 25;

export const isValidNftSymbol = (text: string, maxLength: number): boolean =>
  isAlpha(text) && isUppercase(text) && text.length > 0 && text.length <= maxLength;

export const isValidAccountList = (list: unknown[]): boolean =>
  list.every((account) => typeof account === 'string' && isValidAccountLength(account));

export const isValidContractList = (list: unknown[]): boolean =>
  list.every((contract) => typeof contract === 'string' && isValidContractName(contract));

export const containsDuplicates = (list: unknown[]): boolean => new Set(list).size !== list.length;

/** `x && typeof x === "object"` as the contracts test it (arrays pass). */
export const isObjectValue = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Own keys only: names such as `constructor` must not resolve through the prototype. */
export const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
