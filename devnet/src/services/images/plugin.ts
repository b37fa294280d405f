import type { FastifyReply } from 'fastify';
import type { ServicePlugin } from '../../devnet';
import { registerService } from '../common/service-scope';
import { parseImageSource } from './image-source';
import { placeholderSvg } from './placeholder';

const ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;
/** The size names images.hive.blog accepts after /avatar/. */
const AVATAR_SIZES: Record<string, number> = { small: 64, medium: 128, large: 512 };

/**
 * Images at /images: avatars `/u/<user>/avatar` and a proxy (`/proxy?url=` or `/0x0/<url>` as on
 * images.hive.blog). Nothing is fetched: valid http(s) sources get a placeholder derived from the URL;
 * anything else is refused with 400. The input is never echoed into a response.
 */
export const imagesService: ServicePlugin = (app, devnet) => {
  const svg = (reply: FastifyReply, body: string) =>
    reply
      .type('image/svg+xml')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'public, max-age=3600')
      .send(body);

  const proxy = (reply: FastifyReply, source: unknown) => {
    const parsed = parseImageSource(source);
    if (!parsed.ok) return reply.code(400).send({ message: parsed.message });
    return svg(reply, placeholderSvg(parsed.url.href, parsed.url.hostname.replace(/^www\./, '').slice(0, 1)));
  };

  registerService(app, devnet, { prefix: '/images', fault: 'images' }, (scope) => {
    scope.get<{ Params: { user: string; size?: string } }>('/u/:user/avatar/:size?', (request, reply) => {
      const { user, size } = request.params;
      if (!ACCOUNT.test(user)) return reply.code(400).send({ message: 'Invalid account name' });
      return svg(reply, placeholderSvg(user, user.slice(0, 1), AVATAR_SIZES[size ?? 'medium'] ?? AVATAR_SIZES.medium));
    });
    scope.get<{ Querystring: { url?: unknown } }>('/proxy', (request, reply) => proxy(reply, request.query.url));
    scope.get<{ Params: { size: string; '*': string } }>('/:size/*', (request, reply) => {
      if (!/^\d+x\d+$/.test(request.params.size)) return reply.code(404).send({ message: 'Not found' });
      return proxy(reply, request.params['*']);
    });
  });
};
