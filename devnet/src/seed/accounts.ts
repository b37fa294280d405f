import { DEV_ACCOUNTS } from '../accounts';

/** Position of a dev account in DEV_ACCOUNTS, or -1 for any other account. */
export function devAccountIndex(account: string): number {
  return (DEV_ACCOUNTS as readonly string[]).indexOf(account);
}

/** Issuers of the well-known NFT collections. */
export const NFT_PROJECT_ACCOUNTS = [
  'nftshowroom',
  'lensy',
  'mythical',
  'dcrops',
  'dcitygame',
  'risingstar',
  'hivepunks',
] as const;

const ADJECTIVES = [
  'amber', 'bold', 'brave', 'calm', 'clever', 'cosmic', 'crisp', 'daring', 'eager', 'fancy',
  'gentle', 'golden', 'happy', 'honest', 'jolly', 'keen', 'lucky', 'mellow', 'mighty', 'noble',
  'proud', 'quiet', 'rapid', 'royal', 'rusty', 'silent', 'silver', 'sunny', 'swift', 'tidy',
  'urban', 'vivid', 'wild', 'wise', 'witty', 'young', 'zesty', 'lunar', 'solar', 'misty',
] as const;

const NOUNS = [
  'badger', 'bear', 'bee', 'crow', 'deer', 'eagle', 'falcon', 'fox', 'frog', 'hawk',
  'heron', 'lynx', 'mole', 'moose', 'otter', 'owl', 'panda', 'raven', 'robin', 'seal',
  'shark', 'sparrow', 'tiger', 'trout', 'whale', 'wolf', 'yak', 'zebra', 'river', 'stone',
] as const;

/**
 * The i-th ordinary chain user: valid Hive names (3–16 chars, lowercase letters and digits),
 * unique for every index, e.g. `amberbadger`, `boldbadger`, …, `amberbadger2`.
 */
export function communityAccount(index: number): string {
  const combinations = ADJECTIVES.length * NOUNS.length;
  const adjective = ADJECTIVES[index % ADJECTIVES.length];
  const noun = NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length];
  const round = Math.floor(index / combinations);
  return `${adjective}${noun}${round === 0 ? '' : round + 1}`;
}

export function communityAccounts(count: number): string[] {
  return Array.from({ length: count }, (_, index) => communityAccount(index));
}
