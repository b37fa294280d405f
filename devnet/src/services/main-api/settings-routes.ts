import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Devnet } from '../../devnet';
import { bearerToken } from './bearer';
import type { TokenService } from './jwt';
import { settingsPatchSchema, type Settings } from './settings';

/** GET /settings for everyone; PUT and PATCH /settings for admins (top-level keys merged). */
export function settingsRoutes(scope: FastifyInstance, devnet: Devnet, settings: Settings, tokens: TokenService): void {
  scope.get('/settings', () => settings);

  const update = (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) return reply.code(401).send({ message: 'Access token required' });
    const check = tokens.verify(token, 'access');
    if (!check.ok) return reply.code(401).send({ message: check.reason });
    if (!check.claims.scope.includes('admin')) return reply.code(403).send({ message: 'Admin scope required' });
    const patch = settingsPatchSchema.safeParse(request.body);
    if (!patch.success) {
      const issue = patch.error.issues[0];
      return reply.code(400).send({ message: `Invalid settings: ${issue.path.join('.') || 'body'}: ${issue.message}` });
    }
    Object.assign(settings, patch.data);
    devnet.persist();
    return settings;
  };
  scope.put('/settings', update);
  scope.patch('/settings', update);
}
