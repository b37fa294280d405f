import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Devnet } from '../../devnet';
import { bearerToken } from './bearer';
import type { TokenService } from './jwt';
import { checkLogin } from './login-check';
import { scopeOf, sessionUser } from './session-user';

const loginBody = z.object({
  username: z.string().regex(/^[a-z][a-z0-9.-]{2,15}$/, 'Invalid Hive username'),
  ts: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  sig: z.string(),
});

export interface AuthDependencies {
  tokens: TokenService;
  /** The login `ts` comes from the browser's `Date.now()`: it is checked against real time. */
  wallClock: () => number;
  isWhitelisted(username: string): boolean;
}

/** POST /auth/v2/login, /auth/v2/refresh and /auth/v2/me. */
export function authRoutes(scope: FastifyInstance, devnet: Devnet, { tokens, wallClock, isWhitelisted }: AuthDependencies): void {
  const session = (username: string, scopes: string[]) => ({
    user: sessionUser(username, scopes, isWhitelisted(username)),
    ...tokens.issuePair(username, scopes),
  });

  scope.post('/auth/v2/login', (request, reply) => {
    const body = loginBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: body.error.issues[0]?.message ?? 'Invalid request' });
    const { username, ts, sig } = body.data;
    const check = checkLogin({ username, ts, sig }, devnet.hive.getAccount(username)?.posting ?? null, wallClock());
    if (!check.ok) return reply.code(401).send({ message: check.reason });
    return session(username, scopeOf(username));
  });

  scope.post('/auth/v2/refresh', (request, reply) => {
    const fromBody = (request.body as { refresh_token?: unknown } | undefined)?.refresh_token;
    const token = bearerToken(request) ?? (typeof fromBody === 'string' ? fromBody : undefined);
    if (!token) return reply.code(401).send({ message: 'Refresh token required' });
    const check = tokens.verify(token, 'refresh');
    if (!check.ok) return reply.code(401).send({ message: check.reason });
    return session(check.claims.sub, check.claims.scope);
  });

  scope.post('/auth/v2/me', (request, reply) => {
    const token = bearerToken(request);
    if (!token) return reply.code(401).send({ message: 'Access token required' });
    const check = tokens.verify(token, 'access');
    if (!check.ok) return reply.code(401).send({ message: check.reason });
    return { user: sessionUser(check.claims.sub, check.claims.scope, isWhitelisted(check.claims.sub)) };
  });
}
