import type { ContractDefinition } from '../../chain/contract-api';
import { BEE, balanceOf, balanceRow, createTokensChain, tokenOf } from './test-fixtures';

/** A contract that pays out of its own balance, as market/nft do. */
const payer: ContractDefinition = {
  name: 'payer',
  owner: 'alice',
  tables: [],
  actions: {
    pay: (api, payload) => {
      api.executeSmartContract('tokens', 'transferFromContract', payload);
    },
  },
};

function setup() {
  return createTokensChain(
    {
      tokens: [BEE],
      balances: [balanceRow('alice', 'BEE', { balance: '100.00000000' }), balanceRow('bob', 'BEE', { balance: '1.00000000' })],
      contractsBalances: [balanceRow('payer', 'BEE', { balance: '10.00000000' })],
    },
    [payer],
  );
}

describe('tokens.transfer', () => {
  it('moves the raw quantity: the event and a NEW recipient row keep the payload string', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'transfer', { symbol: 'BEE', to: 'carol', quantity: '1.1', memo: 'hi' });
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'carol', symbol: 'BEE', quantity: '1.1' } }],
    });
    expect(balanceOf(chain, 'alice', 'BEE')?.balance).toBe('98.90000000');
    expect(balanceOf(chain, 'carol', 'BEE')).toMatchObject({
      balance: '1.1',
      stake: '0',
      pendingUnstake: '0',
      delegationsIn: '0',
      delegationsOut: '0',
      pendingUndelegations: '0',
    });
  });

  it('normalises an existing recipient balance and trims `to`', () => {
    const chain = setup();
    chain.runAction('alice', 'tokens', 'transfer', { symbol: 'BEE', to: ' bob ', quantity: '2.5' });
    expect(balanceOf(chain, 'bob', 'BEE')?.balance).toBe('3.50000000');
  });

  it('burns: a transfer to null reduces circulatingSupply', () => {
    const chain = setup();
    chain.runAction('alice', 'tokens', 'transfer', { symbol: 'BEE', to: 'null', quantity: '10' });
    expect(tokenOf(chain, 'BEE').circulatingSupply).toBe('999990.00000000');
    expect(balanceOf(chain, 'null', 'BEE')?.balance).toBe('10');
  });

  it.each([
    [{ symbol: 'BEE', to: 'bob', quantity: '1' }, false, 'you must use a custom_json signed with your active key'],
    [{ symbol: 'BEE', to: 'bob', quantity: 1 }, true, 'invalid params'],
    [{ symbol: 'BEE', to: 'bob', quantity: 'abc' }, true, 'invalid params'],
    [{ symbol: 'BEE', to: ' alice', quantity: '1' }, true, 'cannot transfer to self'],
    [{ symbol: 'BEE', to: 'Bob', quantity: '1' }, true, 'invalid to'],
    [{ symbol: 'BEE', to: 'bittrex', quantity: '1' }, true, 'not allowed to send to bittrex'],
    [{ symbol: 'NOPE', to: 'bob', quantity: '1' }, true, 'symbol does not exist'],
    [{ symbol: 'BEE', to: 'bob', quantity: '0.000000001' }, true, 'symbol precision mismatch'],
    [{ symbol: 'BEE', to: 'bob', quantity: '-1' }, true, 'must transfer positive quantity'],
    [{ symbol: 'BEE', to: 'bob', quantity: '100.00000001' }, true, 'overdrawn balance'],
  ])('refuses %j (active %s) with "%s"', (payload, active, message) => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'transfer', payload, { active });
    expect(result.logs).toEqual({ errors: [message] });
    expect(balanceOf(chain, 'alice', 'BEE')?.balance).toBe('100.00000000');
  });

  it('refuses a sender without a balance row', () => {
    const chain = setup();
    const result = chain.runAction('carol', 'tokens', 'transfer', { symbol: 'BEE', to: 'bob', quantity: '1' });
    expect(result.logs).toEqual({ errors: ['balance does not exist'] });
  });

  it('accepts trailing zeros beyond the precision ("1.000000000" has 0 significant decimals)', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'transfer', { symbol: 'BEE', to: 'bob', quantity: '1.000000000' });
    expect(result.logs.errors).toBeUndefined();
  });
});

describe('tokens.transferToContract', () => {
  it('credits the lower-cased contract with the normalised quantity', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'transferToContract', { symbol: 'BEE', to: ' Market', quantity: '1.1' });
    expect(result.logs).toEqual({
      events: [
        {
          contract: 'tokens',
          event: 'transferToContract',
          data: { from: 'alice', to: 'market', symbol: 'BEE', quantity: '1.10000000' },
        },
      ],
    });
    expect(balanceOf(chain, 'market', 'BEE', 'contractsBalances')?.balance).toBe('1.10000000');
    expect(balanceOf(chain, 'alice', 'BEE')?.balance).toBe('98.90000000');
  });

  it.each([
    [{ symbol: 'BEE', to: 'market', quantity: '1' }, false, 'you must use a custom_json signed with your active key'],
    [{ symbol: 'BEE', quantity: '1' }, true, 'invalid params'],
    [{ symbol: 'BEE', to: 'ALICE', quantity: '1' }, true, 'cannot transfer to self'],
    [{ symbol: 'BEE', to: 'ab', quantity: '1' }, true, 'invalid to'],
    [{ symbol: 'NOPE', to: 'market', quantity: '1' }, true, 'symbol does not exist'],
    [{ symbol: 'BEE', to: 'market', quantity: '1e-9' }, true, 'symbol precision mismatch'],
    [{ symbol: 'BEE', to: 'market', quantity: '0' }, true, 'must transfer positive quantity'],
    [{ symbol: 'BEE', to: 'market', quantity: '101' }, true, 'overdrawn balance'],
  ])('refuses %j (active %s) with "%s"', (payload, active, message) => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'transferToContract', payload, { active });
    expect(result.logs).toEqual({ errors: [message] });
  });
});

describe('tokens.transferFromContract', () => {
  it('pays out of the calling contract to a user', () => {
    const chain = setup();
    const result = chain.runAction('bob', 'payer', 'pay', { symbol: 'BEE', to: 'carol', quantity: '2' });
    expect(result.logs).toEqual({
      events: [
        {
          contract: 'tokens',
          event: 'transferFromContract',
          data: { from: 'payer', to: 'carol', symbol: 'BEE', quantity: '2.00000000' },
        },
      ],
    });
    expect(balanceOf(chain, 'payer', 'BEE', 'contractsBalances')?.balance).toBe('8.00000000');
    expect(balanceOf(chain, 'carol', 'BEE')?.balance).toBe('2.00000000');
  });

  it('pays to another contract with type "contract"', () => {
    const chain = setup();
    chain.runAction('bob', 'payer', 'pay', { symbol: 'BEE', to: 'market', quantity: '3', type: 'contract' });
    expect(balanceOf(chain, 'market', 'BEE', 'contractsBalances')?.balance).toBe('3.00000000');
  });

  it('is not callable by a user', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'transferFromContract', { symbol: 'BEE', to: 'alice', quantity: '1' });
    expect(result.logs).toEqual({ errors: ['not authorized'] });
  });

  it.each([
    [{ symbol: 'BEE', to: 'bob', quantity: '1', type: 'robot' }, 'invalid params'],
    [{ symbol: 'BEE', to: 'payer', quantity: '1', type: 'contract' }, 'cannot transfer to self'],
    [{ symbol: 'BEE', to: 'B', quantity: '1' }, 'invalid to'],
    [{ symbol: 'NOPE', to: 'bob', quantity: '1' }, 'symbol does not exist'],
    [{ symbol: 'BEE', to: 'bob', quantity: '11' }, 'overdrawn balance'],
  ])('refuses %j with "%s"', (payload, message) => {
    const chain = setup();
    const result = chain.runAction('bob', 'payer', 'pay', payload);
    expect(result.logs).toEqual({ errors: [message] });
  });
});
