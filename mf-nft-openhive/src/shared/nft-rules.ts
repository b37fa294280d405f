import { hiveAccountNameProblem } from '@tdx/ui/base';

/** Rules the nft contract applies to names and issuer lists, wherever a form sends them. */

export const MAX_NAME_LENGTH = 50;
export const MAX_ISSUERS = 10;
const MIN_CONTRACT_LENGTH = 3;
const MAX_CONTRACT_LENGTH = 50;

export const NFT_NAME_MESSAGES = {
  nameEmpty: 'Enter a name',
  longName: `Letters, digits and spaces only, at most ${MAX_NAME_LENGTH} characters`,
  tooManyIssuers: (kind: 'accounts' | 'contracts') => `At most ${MAX_ISSUERS} ${kind}`,
  badAccount: (name: string, rule: string) => `“${name}”: ${rule}`,
  badContract: (name: string) => `“${name}”: a contract name has ${MIN_CONTRACT_LENGTH} to ${MAX_CONTRACT_LENGTH} characters`,
  duplicate: (name: string) => `“${name}” is listed twice`,
} as const;

/** The names of a list field: split on commas, spaces and lines; accounts lower-cased as the contract does. */
export function splitNames(text: string, lowerCase: boolean): string[] {
  const names = text.split(/[\s,;]+/).filter((name) => name !== '');
  return lowerCase ? names.map((name) => name.toLowerCase()) : names;
}

const isLongName = (text: string) => text.length <= MAX_NAME_LENGTH && /^[0-9A-Za-z ]+$/.test(text) && text.replace(/ /g, '') !== '';

/** A name, organisation or product name: letters, digits and spaces, at most 50 (empty allowed unless required). */
export function longNameProblem(text: string, required: boolean): string | null {
  if (text === '') return required ? NFT_NAME_MESSAGES.nameEmpty : null;
  return isLongName(text) ? null : NFT_NAME_MESSAGES.longName;
}

function duplicateOf(names: readonly string[]): string | undefined {
  return names.find((name, index) => names.indexOf(name) !== index);
}

/** One account (Hive's naming rules) or contract name (3–50 characters), or null. */
export function issuerNameProblem(name: string, kind: 'accounts' | 'contracts'): string | null {
  if (kind === 'contracts') {
    return name.length < MIN_CONTRACT_LENGTH || name.length > MAX_CONTRACT_LENGTH ? NFT_NAME_MESSAGES.badContract(name) : null;
  }
  const rule = hiveAccountNameProblem(name);
  return rule ? NFT_NAME_MESSAGES.badAccount(name, rule) : null;
}

/** The contract's order for an issuer or editor list: how many, each name, then duplicates. */
export function issuerListProblem(names: readonly string[], kind: 'accounts' | 'contracts'): string | null {
  if (names.length > MAX_ISSUERS) return NFT_NAME_MESSAGES.tooManyIssuers(kind);
  for (const name of names) {
    const problem = issuerNameProblem(name, kind);
    if (problem) return problem;
  }
  const twice = duplicateOf(names);
  return twice === undefined ? null : NFT_NAME_MESSAGES.duplicate(twice);
}
