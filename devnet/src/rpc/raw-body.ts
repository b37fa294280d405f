import type { FastifyInstance } from 'fastify';

/** Hands every request body to the routes of `scope` as a raw string, whatever its content type. */
export function acceptRawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}
