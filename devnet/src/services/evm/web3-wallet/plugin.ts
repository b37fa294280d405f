import type { ServicePlugin } from '../../../devnet';
import { answerWalletRequest } from './wallet-requests';
import { web3WalletScript } from './wallet-script';
import { initialWalletState, WEB3_WALLET_MODES, WEB3_WALLET_STATE_KEY, type Web3WalletMode, type Web3WalletState } from './wallet-state';

/**
 * The Web3 wallet emulator: GET /ethereum.js (the page-side EIP-1193 provider), POST
 * /ethereum/request `{method, params}`, and its control: POST /__devnet/ethereum `{mode}` (mode
 * `wrong-chain` also moves the wallet to Sepolia), GET /__devnet/ethereum (mode and chain) and
 * GET /__devnet/ethereum/transactions.
 */
export const web3WalletService: ServicePlugin = (app, devnet) => {
  const state = devnet.state<Web3WalletState>(WEB3_WALLET_STATE_KEY, () => initialWalletState());

  app.get('/ethereum.js', (request, reply) => {
    const endpoint = `${request.protocol}://${request.host}/ethereum/request`;
    return reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(web3WalletScript(state.mode, endpoint));
  });

  app.post('/ethereum/request', async (request) => {
    const body = (request.body ?? {}) as { method?: unknown; params?: unknown };
    const answer = await answerWalletRequest(state, body.method, body.params);
    devnet.persist();
    return answer;
  });

  app.post('/__devnet/ethereum', async (request, reply) => {
    const mode = ((request.body ?? {}) as { mode?: unknown }).mode;
    if (!WEB3_WALLET_MODES.includes(mode as Web3WalletMode)) return reply.code(400).send({ error: `mode must be one of ${WEB3_WALLET_MODES.join(', ')}` });
    state.mode = mode as Web3WalletMode;
    if (state.mode === 'wrong-chain') state.chainId = initialWalletState('wrong-chain').chainId;
    devnet.persist();
    return { mode: state.mode, chainId: state.chainId };
  });

  app.get('/__devnet/ethereum', async () => ({ mode: state.mode, chainId: state.chainId }));
  app.get('/__devnet/ethereum/transactions', async () => state.transactions);
};
