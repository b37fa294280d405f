import type { CallResult, ContractApi, ContractDefinition } from '../../chain/contract-api';
import { balanceAmount, balanceRow, createTokensChain, tokenRow } from '../tokens/test-fixtures';
import {
  isTransferVerified,
  payFromSender,
  transferFromCallingContract,
  transferFromThisContract,
  transferToThisContract,
} from './token-transfers';

const TRANSFER = { event: 'transfer' as const, from: 'alice', to: 'bob', symbol: 'TKN', quantity: '1.5' };
const transferEvent = (data: Record<string, unknown>): CallResult => ({
  events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'bob', symbol: 'TKN', quantity: '1.500', ...data } }],
});

describe('isTransferVerified', () => {
  it('accepts the expected tokens event, comparing quantities numerically', () => {
    expect(isTransferVerified(transferEvent({}), TRANSFER)).toBe(true);
  });

  it.each([
    ['an error was logged', { ...transferEvent({}), errors: ['overdrawn balance'] }],
    ['another quantity', transferEvent({ quantity: '1.501' })],
    ['another payer', transferEvent({ from: 'carol' })],
    ['another recipient', transferEvent({ to: 'carol' })],
    ['another symbol', transferEvent({ symbol: 'BEE' })],
    ['no event', {}],
    ['an event of another contract', { events: [{ ...transferEvent({}).events![0], contract: 'nft' }] }],
  ])('refuses when %s', (_case, result) => {
    expect(isTransferVerified(result, TRANSFER)).toBe(false);
  });
});

/** `vault` holds tokens; `relay` calls `vault.payCaller` so that vault has a calling contract. */
const vault: ContractDefinition = {
  name: 'vault',
  owner: 'null',
  tables: [],
  actions: {
    deposit: (api) => api.emit('done', { ok: isTransferVerified(transferToThisContract(api, 'alice', 'TKN', '2'), {
      event: 'transferToContract', from: 'alice', to: 'vault', symbol: 'TKN', quantity: '2',
    }) }),
    payout: (api) => {
      transferFromThisContract(api, 'bob', 'TKN', '1');
    },
    payCaller: (api: ContractApi) => {
      transferFromCallingContract(api, 'bob', 'TKN', '1', 'user');
    },
    burn: (api, payload) => api.emit('done', { ok: payFromSender(api, 'transfer', 'null', 'TKN', '1', payload.isSignedWithActiveKey) }),
  },
};
const relay: ContractDefinition = {
  name: 'relay',
  owner: 'null',
  tables: [],
  actions: { go: (api) => api.executeSmartContract('vault', 'payCaller', {}) },
};

const createVaultChain = () =>
  createTokensChain(
    {
      tokens: [tokenRow('TKN', { precision: 3 })],
      balances: [balanceRow('alice', 'TKN', { balance: '10.000' })],
      contractsBalances: [balanceRow('vault', 'TKN', { balance: '5.000' }), balanceRow('relay', 'TKN', { balance: '5.000' })],
    },
    [vault, relay],
  );

describe('nested tokens calls', () => {
  it("moves the sender's tokens into the executing contract and verifies it", () => {
    const chain = createVaultChain();
    expect(chain.runAction('alice', 'vault', 'deposit', {}).logs.events?.at(-1)?.data).toEqual({ ok: true });
    expect(balanceAmount(chain, 'vault', 'TKN', 'contractsBalances')).toBe('7.000');
  });

  it("pays out of the executing contract's balance", () => {
    const chain = createVaultChain();
    expect(chain.runAction('alice', 'vault', 'payout', {}).logs.events).toEqual([
      { contract: 'tokens', event: 'transferFromContract', data: { from: 'vault', to: 'bob', symbol: 'TKN', quantity: '1.000' } },
    ]);
  });

  it("pays out of the calling contract's balance, not the executing one's", () => {
    const chain = createVaultChain();
    expect(chain.runAction('alice', 'relay', 'go', {}).logs.events).toEqual([
      { contract: 'tokens', event: 'transferFromContract', data: { from: 'relay', to: 'bob', symbol: 'TKN', quantity: '1.000' } },
    ]);
    expect(balanceAmount(chain, 'relay', 'TKN', 'contractsBalances')).toBe('4.000');
    expect(balanceAmount(chain, 'vault', 'TKN', 'contractsBalances')).toBe('5.000');
  });

  it('fails like the node when there is no calling contract', () => {
    const chain = createVaultChain();
    expect(chain.runAction('alice', 'vault', 'payCaller', {}).logs).toEqual({
      errors: ["TypeError: Cannot read properties of undefined (reading 'name')"],
    });
  });

  it("verifies a transfer out of the sender's balance, and refuses one that failed", () => {
    const chain = createVaultChain();
    expect(chain.runAction('alice', 'vault', 'burn', {}).logs.events?.at(-1)?.data).toEqual({ ok: true });
    expect(chain.runAction('bob', 'vault', 'burn', {}).logs).toMatchObject({
      errors: ['balance does not exist'],
      events: [{ contract: 'vault', event: 'done', data: { ok: false } }],
    });
  });
});
