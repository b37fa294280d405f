import { cryptoUtils, Signature, type SignedTransaction } from '@hiveio/dhive';
import { HiveRpcError } from './hive-error';
import type { Authority } from './hive-types';

export type AuthorityRole = 'active' | 'posting';

export interface RequiredAuthority {
  account: string;
  role: AuthorityRole;
}

export interface VerifyEnvironment {
  chainId: Buffer;
  nowMs: number;
  authorityOf(account: string, role: 'owner' | 'active' | 'posting'): Authority | null;
}

/** Hive's limit on how far in the future a transaction may expire. */
const MAX_TIME_UNTIL_EXPIRATION_MS = 3600 * 1000;

/** Which keys satisfy a role: posting ops accept posting, active or owner; active ops active or owner. */
const SATISFYING_ROLES: Record<AuthorityRole, ('owner' | 'active' | 'posting')[]> = {
  posting: ['posting', 'active', 'owner'],
  active: ['active', 'owner'],
};

const capitalised = (role: string) => role[0].toUpperCase() + role.slice(1);

/**
 * Checks what hived checks before accepting a transaction: expiration window, the signatures over
 * `transactionDigest(tx, chainId)`, and that the recovered keys satisfy every required authority.
 */
export function verifySignedTransaction(tx: SignedTransaction, required: RequiredAuthority[], env: VerifyEnvironment): void {
  checkExpiration(tx.expiration, env.nowMs);
  const signers = recoverSigners(tx, env.chainId);
  const used = new Set<string>();
  for (const { account, role } of required) {
    const satisfiedBy = SATISFYING_ROLES[role]
      .map((candidate) => env.authorityOf(account, candidate))
      .map((auth) => (auth ? keysSatisfying(auth, signers) : null))
      .find((keys) => keys !== null);
    if (!satisfiedBy) {
      throw new HiveRpcError(
        `missing required ${role} authority: Missing ${capitalised(role)} Authority ${account}`,
        `tx_missing_${role}_auth`,
      );
    }
    satisfiedBy.forEach((key) => used.add(key));
  }
  if ([...signers].some((key) => !used.has(key))) {
    throw new HiveRpcError('irrelevant signature included: Unnecessary signature(s) detected', 'tx_irrelevant_sig');
  }
}

function checkExpiration(expiration: string, nowMs: number): void {
  const expiresAt = Date.parse(`${expiration}Z`);
  if (Number.isNaN(expiresAt)) throw new HiveRpcError('Invalid transaction: bad expiration', 'parse_error_exception');
  if (expiresAt <= nowMs) {
    throw new HiveRpcError(`transaction expiration exception: now < trx.expiration: ${new Date(nowMs).toISOString().slice(0, 19)} >= ${expiration}`, 'transaction_expiration_exception');
  }
  if (expiresAt > nowMs + MAX_TIME_UNTIL_EXPIRATION_MS) {
    throw new HiveRpcError('Assert Exception:trx.expiration <= now + fc::seconds(HIVE_MAX_TIME_UNTIL_EXPIRATION): Transaction expiration is too far in the future');
  }
}

function recoverSigners(tx: SignedTransaction, chainId: Buffer): Set<string> {
  let digest: Buffer;
  try {
    digest = cryptoUtils.transactionDigest(tx, chainId);
  } catch (error) {
    throw new HiveRpcError(`Invalid transaction: ${error instanceof Error ? error.message : 'cannot serialize'}`, 'parse_error_exception');
  }
  const signers = new Set<string>();
  for (const signature of tx.signatures) {
    try {
      signers.add(Signature.fromString(signature).recover(digest).toString());
    } catch {
      throw new HiveRpcError('Invalid transaction: malformed signature', 'parse_error_exception');
    }
  }
  return signers;
}

/** Keys of `auth` among the signers when they reach its threshold, else null. */
function keysSatisfying(auth: Authority, signers: Set<string>): string[] | null {
  const matching = auth.key_auths.filter(([key]) => signers.has(key));
  const weight = matching.reduce((sum, [, w]) => sum + w, 0);
  return weight >= auth.weight_threshold && matching.length > 0 ? matching.map(([key]) => key) : null;
}
