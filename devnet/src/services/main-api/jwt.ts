import jwt from 'jsonwebtoken';

/** Lifetimes in real time (the browser expires the cookies holding the tokens at `exp`). */
export const ACCESS_TOKEN_TTL_S = 60 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;

export type TokenKind = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  scope: string[];
  kind: TokenKind;
  iat: number;
  exp: number;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: string };

export interface TokenService {
  issuePair(username: string, scope: string[]): TokenPair;
  verify(token: string, kind: TokenKind): TokenCheck;
}

/** HS256 tokens whose iat/exp and expiry follow `nowMs`: the wall clock, as the browser's cookies do. */
export function createTokenService(secret: string, nowMs: () => number): TokenService {
  const nowS = () => Math.floor(nowMs() / 1000);

  const sign = (username: string, scope: string[], kind: TokenKind, ttl: number): string => {
    const iat = nowS();
    return jwt.sign({ sub: username, scope, kind, iat, exp: iat + ttl }, secret, { algorithm: 'HS256' });
  };

  return {
    issuePair(username, scope) {
      return {
        access_token: sign(username, scope, 'access', ACCESS_TOKEN_TTL_S),
        refresh_token: sign(username, scope, 'refresh', REFRESH_TOKEN_TTL_S),
      };
    },
    verify(token, kind) {
      let decoded: string | jwt.JwtPayload;
      try {
        decoded = jwt.verify(token, secret, { algorithms: ['HS256'], clockTimestamp: nowS() });
      } catch (error) {
        return { ok: false, reason: error instanceof jwt.TokenExpiredError ? 'Token has expired' : 'Invalid token' };
      }
      if (!isClaims(decoded)) return { ok: false, reason: 'Invalid token' };
      if (decoded.kind !== kind) return { ok: false, reason: kind === 'access' ? 'Not an access token' : 'Not a refresh token' };
      return { ok: true, claims: decoded };
    },
  };
}

function isClaims(payload: string | jwt.JwtPayload): payload is TokenClaims {
  return (
    typeof payload === 'object' &&
    typeof payload.sub === 'string' &&
    Array.isArray(payload.scope) &&
    payload.scope.every((s: unknown) => typeof s === 'string') &&
    (payload.kind === 'access' || payload.kind === 'refresh') &&
    typeof payload.exp === 'number'
  );
}
