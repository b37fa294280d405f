import type { FastifyReply } from 'fastify';
import type { Devnet, ServicePlugin } from '../../devnet';
import { followTransactions } from '../common/follow-transactions';
import { registerService } from '../common/service-scope';
import { settingsState } from '../main-api/settings-state';
import { EVM_CHAINS, bridgeOf, isEvmChain, type EvmChain } from './evm-chains';
import { feeBalance, feeDeposit, registeredAddress, tokenList, withdrawalFee } from './evm-responses';

const ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;

/** The EVM bridge API at /evm/<eth|bsc|polygon>/utils/…: token list, withdrawal fee, fee balance, address lookup. */
export const evmService: ServicePlugin = (app, devnet) => {
  const deposits = Object.fromEntries(
    (Object.keys(EVM_CHAINS) as EvmChain[]).map((chain) => [chain, feeDepositsOf(devnet, chain)]),
  ) as Record<EvmChain, () => readonly { account: string; quantity: string }[]>;

  const withChain = (reply: FastifyReply, value: string, answer: (chain: EvmChain) => unknown) =>
    isEvmChain(value) ? answer(value) : reply.code(404).send({ message: 'Unknown chain' });

  registerService(app, devnet, { prefix: '/evm', fault: 'evm' }, (scope) => {
    scope.get<{ Params: { chain: string; standard: string } }>('/:chain/utils/tokens/:standard', (request, reply) =>
      withChain(reply, request.params.chain, (chain) =>
        EVM_CHAINS[chain].standard === request.params.standard ? tokenList(chain) : reply.code(404).send({ message: 'Unknown token standard' }),
      ),
    );
    scope.get<{ Params: { chain: string; symbol: string } }>('/:chain/utils/withdrawalfee/:symbol', (request, reply) =>
      withChain(reply, request.params.chain, (chain) => {
        const fee = withdrawalFee(chain, request.params.symbol);
        return fee === null ? reply.code(404).send({ message: 'Unknown token' }) : fee;
      }),
    );
    scope.get<{ Params: { chain: string; account: string } }>('/:chain/utils/feebalance/:account', (request, reply) =>
      withChain(reply, request.params.chain, (chain) => {
        if (!ACCOUNT.test(request.params.account)) return reply.code(400).send({ message: 'Invalid account name' });
        return { balance: feeBalance(deposits[chain](), request.params.account) };
      }),
    );
    scope.get<{ Params: { chain: string; kind: string; account: string } }>('/:chain/utils/:kind/:account', (request, reply) =>
      withChain(reply, request.params.chain, (chain) => {
        const { kind, account } = request.params;
        if (kind !== `${chain}address`) return reply.code(404).send({ message: 'Not found' });
        if (!ACCOUNT.test(account)) return reply.code(400).send({ message: 'Invalid account name' });
        const address = registeredAddress(chain, account);
        return address ? { [`${EVM_CHAINS[chain].network}Address`]: address } : reply.code(404).send({ message: 'Address not found' });
      }),
    );
  });
};

function feeDepositsOf(devnet: Devnet, chain: EvmChain) {
  const settings = settingsState(devnet);
  return followTransactions(devnet, (tx) => {
    const { account, nativeSymbol } = bridgeOf(settings, chain);
    const deposit = feeDeposit(tx, account, nativeSymbol);
    return deposit ? [deposit] : [];
  });
}
