import { Signature, cryptoUtils } from '@hiveio/dhive';

export const MAX_LOGIN_AGE_MS = 3 * 60 * 1000;
export const MAX_LOGIN_CLOCK_AHEAD_MS = 60 * 1000;

/** The posting authority of a Hive account, as condenser_api.get_accounts returns it. */
export interface PostingAuthority {
  weight_threshold: number;
  key_auths: [string, number][];
}

export interface LoginAttempt {
  username: string;
  ts: number;
  sig: string;
}

export type LoginCheck = { ok: true } | { ok: false; reason: string };

const COMPACT_SIGNATURE = /^[0-9a-f]{130}$/i;

/**
 * The checks of POST /auth/v2/login: fresh timestamp, then a signature of sha256(username + ts)
 * that recovers to a posting key carrying enough weight on its own.
 */
export function checkLogin(attempt: LoginAttempt, posting: PostingAuthority | null, nowMs: number): LoginCheck {
  if (!posting) return { ok: false, reason: 'Unknown account' };
  if (nowMs - attempt.ts > MAX_LOGIN_AGE_MS) return { ok: false, reason: 'Timestamp is too old' };
  if (attempt.ts - nowMs > MAX_LOGIN_CLOCK_AHEAD_MS) return { ok: false, reason: 'Timestamp is in the future' };
  const signer = recoverSigner(attempt.sig, attempt.username + attempt.ts);
  const authorised = posting.key_auths.some(
    ([key, weight]) => key === signer && weight >= posting.weight_threshold,
  );
  return authorised ? { ok: true } : { ok: false, reason: 'Invalid signature' };
}

function recoverSigner(sig: string, message: string): string | null {
  if (!COMPACT_SIGNATURE.test(sig)) return null;
  try {
    return Signature.fromString(sig).recover(cryptoUtils.sha256(message)).toString();
  } catch {
    return null;
  }
}
