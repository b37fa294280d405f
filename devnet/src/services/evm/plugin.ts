import type { FastifyReply } from 'fastify';
import type { Devnet, ServicePlugin } from '../../devnet';
import { followTransactions } from '../common/follow-transactions';
import { registerService } from '../common/service-scope';
import { settingsState } from '../main-api/settings-state';
import { EVM_ADDRESSES_STATE_KEY, registrationOf, seedEvmAddresses, type EvmAddresses } from './evm-addresses';
import { EVM_CHAINS, bridgeOf, isEvmChain, type EvmChain } from './evm-chains';
import { feeBalance, reserveEntry, tokenList, withdrawalFee, type ReserveEntry } from './evm-responses';

const ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;
const CHAINS = Object.keys(EVM_CHAINS) as EvmChain[];

/**
 * The EVM bridge API at /evm/<eth|bsc|polygon>/utils/…: token list, withdrawal fee, gas reserve
 * (followed on the sidechain) and registered address (set by a signed registration transfer on Hive).
 */
export const evmService: ServicePlugin = (app, devnet) => {
  const reserves = Object.fromEntries(CHAINS.map((chain) => [chain, reserveEntriesOf(devnet, chain)])) as Record<EvmChain, () => readonly ReserveEntry[]>;
  const addresses = followRegistrations(devnet);
  const settings = settingsState(devnet);

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
        const fee = withdrawalFee(chain, request.params.symbol, bridgeOf(settings, chain).nativeSymbol);
        return fee === null ? reply.code(404).send({ message: 'Unknown token' }) : Number(fee);
      }),
    );
    scope.get<{ Params: { chain: string; account: string } }>('/:chain/utils/feebalance/:account', (request, reply) =>
      withChain(reply, request.params.chain, (chain) => {
        if (!ACCOUNT.test(request.params.account)) return reply.code(400).send({ message: 'Invalid account name' });
        return { balance: feeBalance(reserves[chain](), request.params.account) };
      }),
    );
    scope.get<{ Params: { chain: string; kind: string; account: string } }>('/:chain/utils/:kind/:account', (request, reply) =>
      withChain(reply, request.params.chain, (chain) => {
        const { kind, account } = request.params;
        if (kind !== `${chain}address`) return reply.code(404).send({ message: 'Not found' });
        if (!ACCOUNT.test(account)) return reply.code(400).send({ message: 'Invalid account name' });
        const address = Object.hasOwn(addresses[chain], account) ? addresses[chain][account] : null;
        return address ? { [`${EVM_CHAINS[chain].network}Address`]: address } : reply.code(404).send({ message: 'Address not found' });
      }),
    );
  });
};

function reserveEntriesOf(devnet: Devnet, chain: EvmChain) {
  const settings = settingsState(devnet);
  return followTransactions(devnet, (tx) => {
    const entry = reserveEntry(tx, chain, bridgeOf(settings, chain));
    return entry ? [entry] : [];
  });
}

/** Registered addresses, kept in a state bag (so reset, revert and restart cover them) and updated from Hive transfers. */
function followRegistrations(devnet: Devnet): EvmAddresses {
  const addresses = devnet.state<EvmAddresses>(EVM_ADDRESSES_STATE_KEY, seedEvmAddresses);
  const settings = settingsState(devnet);
  devnet.hive.onTransfer((transfer) => {
    const bridges = CHAINS.map((chain) => ({ chain, ...bridgeOf(settings, chain) }));
    void registrationOf(transfer, bridges).then((registration) => {
      if (!registration) return;
      addresses[registration.chain][registration.account] = registration.address;
      devnet.persist();
    });
  });
  return addresses;
}
