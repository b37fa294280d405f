import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountKeys, DEV_ACCOUNTS, devnetPassword, SYSTEM_ACCOUNTS } from '../accounts';
import { DEFAULT_KEYCHAIN_STATE, KEYCHAIN_MODES, KEYCHAIN_STATE_KEY, type KeychainMode, type KeychainState } from '../keychain/keychain-mode';
import type { DevnetRuntime } from '../server/runtime';
import { SETTINGS_STATE_KEY } from '../services/main-api/settings';
import { FAULT_MODES, isFaultMode, isFaultService } from './faults';
import { isRecord } from '../chain/is-record';

const MAX_DELAY_MS = 10 * 60 * 1000;
/** Ten years: far enough for every cooldown, near enough to keep dates valid. */
const MAX_CLOCK_ADVANCE_MS = 10 * 365 * 24 * 3600 * 1000;

const badRequest = (reply: FastifyReply, error: string) => reply.code(400).send({ error });

/** The control API under /__devnet (reset, snapshots, settings, faults, keychain mode, clock, accounts, status). */
export function registerControlRoutes(app: FastifyInstance, runtime: DevnetRuntime): void {
  app.register(
    async (scope) => {
      // Test fixtures often POST with a JSON content type and no body: read that as `{}`.
      // `__proto__` keys are dropped: bodies are merged into state bags.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, body === '' ? {} : JSON.parse(body as string, (key, value: unknown) => (key === '__proto__' ? undefined : value)));
        } catch {
          done(Object.assign(new Error('body is not valid JSON'), { statusCode: 400 }), undefined);
        }
      });

      scope.post('/reset', async () => {
        runtime.reset();
        return { ok: true };
      });

      scope.post('/snapshot', async () => ({ id: runtime.snapshot() }));

      scope.post<{ Params: { id: string } }>('/revert/:id', async (request, reply) =>
        runtime.revert(request.params.id) ? { ok: true } : reply.code(404).send({ error: `unknown snapshot ${request.params.id}` }),
      );

      scope.patch('/settings', async (request, reply) => {
        if (!isRecord(request.body)) return badRequest(reply, 'body must be a JSON object');
        const settings = runtime.state<Record<string, unknown>>(SETTINGS_STATE_KEY, () => ({}));
        Object.assign(settings, request.body);
        runtime.persist();
        return settings;
      });

      scope.post('/faults', async (request, reply) => {
        const body = isRecord(request.body) ? request.body : {};
        const { service, node, mode, delayMs = 0 } = body;
        if (!isFaultService(service)) return badRequest(reply, 'unknown service');
        if (!isFaultMode(mode)) return badRequest(reply, `mode must be one of ${FAULT_MODES.join(', ')}`);
        if (node !== undefined && (!Number.isInteger(node) || (node as number) < 0)) return badRequest(reply, 'node must be a non-negative integer');
        if (typeof delayMs !== 'number' || delayMs < 0 || delayMs > MAX_DELAY_MS) return badRequest(reply, `delayMs must be between 0 and ${MAX_DELAY_MS}`);
        runtime.faults.set(service, node as number | undefined, { mode, delayMs });
        return { faults: runtime.faults.list() };
      });

      scope.delete('/faults', async () => {
        runtime.faults.clear();
        return { faults: {} };
      });

      scope.post('/keychain', async (request, reply) => {
        const mode = isRecord(request.body) ? request.body.mode : undefined;
        if (!KEYCHAIN_MODES.includes(mode as KeychainMode)) return badRequest(reply, `mode must be one of ${KEYCHAIN_MODES.join(', ')}`);
        const keychain = runtime.state<KeychainState>(KEYCHAIN_STATE_KEY, () => ({ ...DEFAULT_KEYCHAIN_STATE }));
        keychain.mode = mode as KeychainMode;
        runtime.persist();
        return keychain;
      });

      scope.post('/clock', async (request, reply) => {
        const advanceMs = isRecord(request.body) ? request.body.advanceMs : undefined;
        if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0 || advanceMs > MAX_CLOCK_ADVANCE_MS) {
          return badRequest(reply, `advanceMs must be a number between 0 and ${MAX_CLOCK_ADVANCE_MS}`);
        }
        return runtime.advanceClock(advanceMs);
      });

      /** Dev and system accounts with their password, WIFs and public keys; `?all=1` lists every account. */
      scope.get<{ Querystring: { all?: string } }>('/accounts', async (request) => {
        const featured = new Set<string>([...DEV_ACCOUNTS, ...SYSTEM_ACCOUNTS]);
        const names = runtime.hive.listAccounts().filter((name) => request.query.all === '1' || featured.has(name));
        return names.map((name) => ({
          name,
          password: devnetPassword(name),
          keys: accountKeys(name),
          balances: runtime.hive.balances(name),
        }));
      });

      scope.get('/status', async () => runtime.status());
    },
    { prefix: '/__devnet' },
  );
}
