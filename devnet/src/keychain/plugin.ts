import type { ServicePlugin } from '../devnet';
import { DEFAULT_KEYCHAIN_STATE, KEYCHAIN_STATE_KEY, type KeychainState } from './keychain-mode';
import { keychainScript } from './keychain-script';
import { handleKeychainRequest, type KeychainBackend } from './request-handler';
import { createExpirationClock } from './signer';

/**
 * The Keychain emulator: GET /keychain.js (the page-side API) and POST /keychain/request
 * `{request, confirmed}` (validation, mode, real signing with the dev keys, broadcast to the Hive node).
 */
export const keychainService: ServicePlugin = (app, devnet) => {
  const state = devnet.state<KeychainState>(KEYCHAIN_STATE_KEY, () => ({ ...DEFAULT_KEYCHAIN_STATE }));
  const expiration = createExpirationClock();
  const backend: KeychainBackend = {
    mode: () => state.mode,
    accountExists: (username) => devnet.hive.getAccount(username) !== null,
    chainContext: () => {
      const head = devnet.chain.latestBlock();
      return {
        chainId: devnet.config.hiveChainId,
        expiration: expiration(devnet.clock.now()),
        headBlockNumber: head.refHiveBlockNumber,
        headBlockId: head.refHiveBlockId,
      };
    },
    broadcast: (tx) => devnet.hive.broadcast(tx),
  };

  app.get('/keychain.js', (request, reply) => {
    const endpoint = `${request.protocol}://${request.host}/keychain/request`;
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(keychainScript(state.mode, endpoint));
  });

  app.post('/keychain/request', (request) => {
    const body = (request.body ?? {}) as { request?: unknown; confirmed?: unknown };
    return handleKeychainRequest(backend, body.request, body.confirmed === true);
  });
};
