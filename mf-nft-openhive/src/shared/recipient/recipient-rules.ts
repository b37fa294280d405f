/** Whom instances go to: an account (`user`) or a contract, as the `nft` contract's `toType` says. */
export type RecipientType = 'user' | 'contract';

/** An account or contract NFTs go to, as the `nft` contract's `to` and `toType` take it. */
export interface Recipient {
  name: string;
  type: RecipientType;
}

export const RECIPIENT_MESSAGES = {
  toSelf: 'You already hold these NFTs: choose another account',
  contractEmpty: 'Enter a contract name',
  contractLength: 'A contract name has 3 to 50 characters',
  contractSpaces: 'A contract name has no spaces',
  contractMissing: (name: string) => `No contract named ${name} on the sidechain`,
  contractUnchecked: 'Could not check this contract: the sidechain did not answer',
} as const;

/** The signer's own account is refused (the contract refuses sending to oneself). */
export const notSelfRule = (signer: string) => (name: string): string | null => (name === signer ? RECIPIENT_MESSAGES.toSelf : null);

/** A contract name as the `nft` contract takes it (trimmed, 3–50 characters), or why not. */
export function contractNameProblem(name: string): string | null {
  if (name === '') return RECIPIENT_MESSAGES.contractEmpty;
  if (/\s/.test(name)) return RECIPIENT_MESSAGES.contractSpaces;
  return name.length < 3 || name.length > 50 ? RECIPIENT_MESSAGES.contractLength : null;
}
