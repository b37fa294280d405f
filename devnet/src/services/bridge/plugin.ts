import type { ServicePlugin } from '../../devnet';
import { blockTimeToSeconds } from '../common/block-time';
import { followTransactions } from '../common/follow-transactions';
import { registerService } from '../common/service-scope';
import { COINS, PAIRS } from './coins';
import { planConversion } from './convert';
import { conversionPage, withdrawalOf } from './conversions';
import { seededConversions } from './seeded-conversions';
import { createTransferBook } from './transfers/transfer-book';
import { registerTransferControl, registerTransferRoutes } from './transfers/transfer-routes';

/**
 * The cross-chain converter API at /bridge: coins, pairs, convert (deposit/withdrawal instructions),
 * conversions (seeded rows plus withdrawals seen on chain), and the transfers of every bridge
 * (converter and EVM) with their status. Trailing slashes are optional.
 */
export const bridgeService: ServicePlugin = (app, devnet) => {
  const genesis = devnet.chain.getBlock(0);
  const seeded = seededConversions(genesis ? blockTimeToSeconds(genesis.timestamp) * 1000 : devnet.clock.now());
  const withdrawals = followTransactions(devnet, (tx) => {
    const conversion = withdrawalOf(tx);
    return conversion ? [conversion] : [];
  });

  const transfers = createTransferBook(devnet);
  registerTransferControl(app, transfers);
  registerService(app, devnet, { prefix: '/bridge', fault: 'bridge' }, (scope) => {
    registerTransferRoutes(scope, transfers);
    scope.get('/coins', () => COINS);
    scope.get('/pairs', () => PAIRS);
    scope.post('/convert', (request, reply) => {
      const result = planConversion(request.body);
      if (!result.ok) return reply.code(400).send({ message: result.message });
      const { from_coin, to_coin, destination } = result.instructions;
      // A deposit asked for becomes a `requested` transfer the page can follow (`transfer_id`, our own field).
      const requested = to_coin.startsWith('SWAP.') ? transfers.request(from_coin, destination) : null;
      return requested ? { ...result.instructions, transfer_id: requested.id } : result.instructions;
    });
    scope.get('/conversions', (request, reply) => {
      const page = conversionPage([...seeded, ...withdrawals()], request.query as Record<string, unknown>, '/bridge/conversions/');
      return typeof page === 'string' ? reply.code(400).send({ message: page }) : page;
    });
  });
};
