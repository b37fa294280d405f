import type { ContractDefinition } from '../../chain/contract-api';
import { BEE, balanceOf, balanceRow, createTokensChain, tokenOf, tokenRow } from './test-fixtures';

const TKN = tokenRow('TKN', { precision: 3 });
const STK = tokenRow('STK', { precision: 3, stakingEnabled: true, unstakingCooldown: 4, numberTransactions: 2, totalStaked: '0.000' });

/** Stakes its own STK for a user, as a contract would through stakeFromContract. */
const staker: ContractDefinition = {
  name: 'staker',
  owner: 'alice',
  tables: [],
  actions: {
    stakeFor: (api, payload) => {
      api.executeSmartContract('tokens', 'stakeFromContract', payload);
    },
  },
};

function setup() {
  return createTokensChain(
    {
      tokens: [BEE, TKN, STK],
      balances: [
        balanceRow('alice', 'BEE', { balance: '1500.00000000' }),
        balanceRow('carol', 'BEE', { balance: '1500.00000000' }),
        balanceRow('bob', 'STK', { balance: '10.000' }),
      ],
      contractsBalances: [balanceRow('staker', 'STK', { balance: '5.000' })],
    },
    [staker],
  );
}

describe('tokens.enableStaking', () => {
  const payload = { symbol: 'TKN', unstakingCooldown: 7, numberTransactions: 7 };

  it('enables staking and burns enableStakingFee BEE', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'enableStaking', payload);
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '1000' } }],
    });
    expect(tokenOf(chain, 'TKN')).toMatchObject({
      stakingEnabled: true,
      totalStaked: '0',
      unstakingCooldown: 7,
      numberTransactions: 7,
    });
    expect(balanceOf(chain, 'alice', 'BEE')?.balance).toBe('500.00000000');
  });

  it('asks for the fee first (two spaces in the message)', () => {
    const chain = setup();
    const result = chain.runAction('bob', 'tokens', 'enableStaking', {}, { active: false });
    expect(result.logs).toEqual({ errors: ['you must have enough tokens to cover  fees'] });
  });

  it.each([
    ['alice', payload, false, 'you must use a custom_json signed with your active key'],
    ['alice', { ...payload, symbol: 5 }, true, 'invalid symbol'],
    ['alice', { ...payload, unstakingCooldown: 0 }, true, 'unstakingCooldown must be an integer between 1 and 18250'],
    ['alice', { ...payload, unstakingCooldown: 18251 }, true, 'unstakingCooldown must be an integer between 1 and 18250'],
    ['alice', { ...payload, numberTransactions: 1.5 }, true, 'numberTransactions must be an integer between 1 and 18250'],
    ['alice', { ...payload, symbol: 'NOPE' }, true, 'symbol does not exist'],
    ['carol', payload, true, 'must be the issuer'],
    ['alice', { ...payload, symbol: 'STK' }, true, 'staking already enabled'],
  ])('%s: refuses %j (active %s) with "%s"', (sender, body, active, message) => {
    const chain = setup();
    const result = chain.runAction(sender, 'tokens', 'enableStaking', body, { active });
    expect(result.logs).toEqual({ errors: [message] });
    expect(balanceOf(chain, sender, 'BEE')?.balance).toBe('1500.00000000');
  });
});

describe('tokens.stake', () => {
  it('turns the sender liquid balance into the recipient stake', () => {
    const chain = setup();
    const result = chain.runAction('bob', 'tokens', 'stake', { symbol: 'STK', to: 'carol', quantity: '2.5' });
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'stake', data: { account: 'carol', symbol: 'STK', quantity: '2.500' } }],
    });
    expect(balanceOf(chain, 'bob', 'STK')?.balance).toBe('7.500');
    expect(balanceOf(chain, 'carol', 'STK')).toMatchObject({ balance: '0', stake: '2.500' });
    expect(tokenOf(chain, 'STK').totalStaked).toBe('2.500');
  });

  it.each([
    [{ symbol: 'STK', to: 'bob', quantity: '1' }, false, 'you must use a custom_json signed with your active key'],
    [{ symbol: 'STK', to: 'bob', quantity: 1 }, true, 'invalid params'],
    [{ symbol: 'STK', to: 'B', quantity: '1' }, true, 'invalid to'],
    [{ symbol: 'NOPE', to: 'bob', quantity: '1' }, true, 'symbol does not exist'],
    [{ symbol: 'STK', to: 'bob', quantity: '1.0001' }, true, 'symbol precision mismatch'],
    [{ symbol: 'TKN', to: 'bob', quantity: '1' }, true, 'staking not enabled'],
    [{ symbol: 'STK', to: 'bob', quantity: '0' }, true, 'must stake positive quantity'],
    [{ symbol: 'STK', to: 'bob', quantity: '10.001' }, true, 'overdrawn balance'],
  ])('refuses %j (active %s) with "%s"', (payload, active, message) => {
    const chain = setup();
    const result = chain.runAction('bob', 'tokens', 'stake', payload, { active });
    expect(result.logs).toEqual({ errors: [message] });
    expect(tokenOf(chain, 'STK').totalStaked).toBe('0.000');
  });
});

describe('tokens.stakeFromContract', () => {
  it('stakes the calling contract tokens for a user', () => {
    const chain = setup();
    const result = chain.runAction('bob', 'staker', 'stakeFor', { symbol: 'STK', to: 'dave', quantity: '1' });
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'stakeFromContract', data: { account: 'dave', symbol: 'STK', quantity: '1.000' } }],
    });
    expect(balanceOf(chain, 'staker', 'STK', 'contractsBalances')?.balance).toBe('4.000');
    expect(balanceOf(chain, 'dave', 'STK')?.stake).toBe('1.000');
  });

  it('is silent when a user calls it directly', () => {
    const chain = setup();
    const result = chain.runAction('bob', 'tokens', 'stakeFromContract', { symbol: 'STK', to: 'bob', quantity: '1' });
    expect(result.logs).toEqual({});
  });

  it('checks its params like stake', () => {
    const chain = setup();
    const result = chain.runAction('bob', 'staker', 'stakeFor', { symbol: 'STK', to: 'dave', quantity: '6' });
    expect(result.logs).toEqual({ errors: ['overdrawn balance'] });
  });
});
