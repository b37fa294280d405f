import { BEE, balanceOf, balanceRow, createTokensChain, lastBlockTimeMs, lastTickLogs, tokenOf, tokenRow } from './test-fixtures';

const DAY = 24 * 3600 * 1000;

const staking = { stakingEnabled: true, numberTransactions: 1, totalStaked: '10.000', precision: 3 };
const DLG = tokenRow('DLG', { ...staking, delegationEnabled: true, undelegationCooldown: 2 });
const STK = tokenRow('STK', staking);
const TKN = tokenRow('TKN', { precision: 3 });

function setup() {
  return createTokensChain({
    tokens: [BEE, DLG, STK, TKN],
    balances: [
      balanceRow('alice', 'BEE', { balance: '1500.00000000' }),
      balanceRow('carol', 'BEE', { balance: '1500.00000000' }),
      balanceRow('bob', 'DLG', { stake: '10.000' }),
      balanceRow('frank', 'DLG'),
    ],
  });
}

function delegationRows(chain: ReturnType<typeof setup>) {
  return chain.rows('tokens', 'delegations').map(({ _id, ...row }) => row);
}

describe('tokens.enableDelegation', () => {
  it('enables delegation and burns enableDelegationFee BEE', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'enableDelegation', { symbol: 'STK', undelegationCooldown: 3 });
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '1000' } }],
    });
    expect(tokenOf(chain, 'STK')).toMatchObject({ delegationEnabled: true, undelegationCooldown: 3 });
    expect(balanceOf(chain, 'alice', 'BEE')?.balance).toBe('500.00000000');
  });

  it.each([
    ['bob', {}, false, 'you must have enough tokens to cover  fees'],
    ['alice', { symbol: 'STK', undelegationCooldown: 3 }, false, 'you must use a custom_json signed with your active key'],
    ['alice', { undelegationCooldown: 3 }, true, 'invalid symbol'],
    ['alice', { symbol: 'STK', undelegationCooldown: 0 }, true, 'undelegationCooldown must be an integer between 1 and 18250'],
    ['alice', { symbol: 'NOPE', undelegationCooldown: 3 }, true, 'symbol does not exist'],
    ['carol', { symbol: 'STK', undelegationCooldown: 3 }, true, 'must be the issuer'],
    ['alice', { symbol: 'TKN', undelegationCooldown: 3 }, true, 'staking not enabled'],
    ['alice', { symbol: 'DLG', undelegationCooldown: 3 }, true, 'delegation already enabled'],
  ])('%s: refuses %j (active %s) with "%s"', (sender, payload, active, message) => {
    const chain = setup();
    const result = chain.runAction(sender, 'tokens', 'enableDelegation', payload, { active });
    expect(result.logs).toEqual({ errors: [message] });
  });
});

describe('tokens.delegate', () => {
  it('moves stake to delegationsOut, credits the delegatee and records the delegation', () => {
    const chain = setup();
    const result = chain.runAction('bob', 'tokens', 'delegate', { symbol: 'DLG', to: 'carol', quantity: '2.5' });
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'delegate', data: { to: 'carol', symbol: 'DLG', quantity: '2.500' } }],
    });
    expect(balanceOf(chain, 'bob', 'DLG')).toMatchObject({ stake: '7.500', delegationsOut: '2.500' });
    expect(balanceOf(chain, 'carol', 'DLG')).toMatchObject({ balance: '0', stake: '0', delegationsIn: '2.500' });
    const created = lastBlockTimeMs(chain);
    expect(delegationRows(chain)).toEqual([
      { from: 'bob', to: 'carol', symbol: 'DLG', quantity: '2.500', created, updated: created },
    ]);
  });

  it('increases an existing delegation and its `updated` time', () => {
    const chain = setup();
    chain.runAction('bob', 'tokens', 'delegate', { symbol: 'DLG', to: 'carol', quantity: '2.5' });
    const created = lastBlockTimeMs(chain);
    chain.clock.advance(60_000);
    chain.runAction('bob', 'tokens', 'delegate', { symbol: 'DLG', to: 'carol', quantity: '1' });
    expect(delegationRows(chain)).toEqual([
      { from: 'bob', to: 'carol', symbol: 'DLG', quantity: '3.500', created, updated: lastBlockTimeMs(chain) },
    ]);
    expect(balanceOf(chain, 'carol', 'DLG')?.delegationsIn).toBe('3.500');
  });

  it.each([
    ['bob', { symbol: 'DLG', to: 'carol', quantity: '1' }, false, 'you must use a custom_json signed with your active key'],
    ['bob', { symbol: 'DLG', to: 'carol', quantity: 1 }, true, 'invalid params'],
    ['bob', { symbol: 'DLG', to: 'C', quantity: '1' }, true, 'invalid to'],
    ['bob', { symbol: 'NOPE', to: 'carol', quantity: '1' }, true, 'symbol does not exist'],
    ['bob', { symbol: 'DLG', to: 'carol', quantity: '1.0001' }, true, 'symbol precision mismatch'],
    ['bob', { symbol: 'STK', to: 'carol', quantity: '1' }, true, 'delegation not enabled'],
    ['bob', { symbol: 'DLG', to: 'bob', quantity: '1' }, true, 'cannot delegate to yourself'],
    ['bob', { symbol: 'DLG', to: 'carol', quantity: '0' }, true, 'must delegate positive quantity'],
    ['dave', { symbol: 'DLG', to: 'carol', quantity: '1' }, true, 'balanceFrom does not exist'],
    ['bob', { symbol: 'DLG', to: 'carol', quantity: '10.001' }, true, 'overdrawn stake'],
  ])('%s: refuses %j (active %s) with "%s"', (sender, payload, active, message) => {
    const chain = setup();
    const result = chain.runAction(sender, 'tokens', 'delegate', payload, { active });
    expect(result.logs).toEqual({ errors: [message] });
    expect(delegationRows(chain)).toEqual([]);
  });
});

describe('tokens.undelegate', () => {
  function delegated() {
    const chain = setup();
    chain.runAction('bob', 'tokens', 'delegate', { symbol: 'DLG', to: 'carol', quantity: '2.5' });
    chain.runAction('bob', 'tokens', 'delegate', { symbol: 'DLG', to: 'frank', quantity: '1' });
    return chain;
  }

  it('starts the cooldown, then returns the stake to the delegator', () => {
    const chain = delegated();
    const result = chain.runAction('bob', 'tokens', 'undelegate', { symbol: 'DLG', from: 'carol', quantity: '1' });
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'undelegateStart', data: { from: 'carol', symbol: 'DLG', quantity: '1.000' } }],
    });
    expect(balanceOf(chain, 'bob', 'DLG')).toMatchObject({ stake: '6.500', delegationsOut: '2.500', pendingUndelegations: '1.000' });
    expect(balanceOf(chain, 'carol', 'DLG')?.delegationsIn).toBe('1.500');
    expect(delegationRows(chain)[0]).toMatchObject({ to: 'carol', quantity: '1.500' });
    const [{ _id, ...pending }] = chain.rows('tokens', 'pendingUndelegations');
    expect(pending).toEqual({
      account: 'bob',
      symbol: 'DLG',
      quantity: '1.000',
      completeTimestamp: lastBlockTimeMs(chain) + 2 * DAY,
      txID: result.transactionId,
    });

    chain.advanceClock(2 * DAY - 1000);
    expect(balanceOf(chain, 'bob', 'DLG')?.stake).toBe('6.500');
    chain.advanceClock(1000);
    expect(lastTickLogs(chain)).toEqual([
      { events: [{ contract: 'tokens', event: 'undelegateDone', data: { account: 'bob', symbol: 'DLG', quantity: '1.000' } }] },
    ]);
    expect(balanceOf(chain, 'bob', 'DLG')).toMatchObject({ stake: '7.500', pendingUndelegations: '0.000' });
    expect(chain.rows('tokens', 'pendingUndelegations')).toEqual([]);
  });

  it('removes a delegation undelegated in full', () => {
    const chain = delegated();
    chain.runAction('bob', 'tokens', 'undelegate', { symbol: 'DLG', from: 'frank', quantity: '1' });
    expect(delegationRows(chain).map((row) => row.to)).toEqual(['carol']);
  });

  it.each([
    ['bob', { symbol: 'DLG', from: 'carol', quantity: '1' }, false, 'you must use a custom_json signed with your active key'],
    ['bob', { symbol: 'DLG', from: 'carol' }, true, 'invalid params'],
    ['bob', { symbol: 'DLG', from: 'ab', quantity: '1' }, true, 'invalid from'],
    ['bob', { symbol: 'NOPE', from: 'carol', quantity: '1' }, true, 'symbol does not exist'],
    ['bob', { symbol: 'DLG', from: 'carol', quantity: '0.0001' }, true, 'symbol precision mismatch'],
    ['bob', { symbol: 'STK', from: 'carol', quantity: '1' }, true, 'delegation not enabled'],
    ['bob', { symbol: 'DLG', from: 'bob', quantity: '1' }, true, 'cannot undelegate from yourself'],
    ['bob', { symbol: 'DLG', from: 'carol', quantity: '-1' }, true, 'must undelegate positive quantity'],
    ['dave', { symbol: 'DLG', from: 'carol', quantity: '1' }, true, 'balanceTo does not exist'],
    ['bob', { symbol: 'DLG', from: 'carol', quantity: '3.501' }, true, 'overdrawn delegation'],
    ['bob', { symbol: 'DLG', from: 'erin', quantity: '1' }, true, 'balanceFrom does not exist'],
    ['carol', { symbol: 'DLG', from: 'frank', quantity: '1' }, true, 'overdrawn delegation'],
    ['bob', { symbol: 'DLG', from: 'frank', quantity: '2' }, true, 'overdrawn delegation'],
  ])('%s: refuses %j (active %s) with "%s"', (sender, payload, active, message) => {
    const chain = delegated();
    const result = chain.runAction(sender, 'tokens', 'undelegate', payload, { active });
    expect(result.logs).toEqual({ errors: [message] });
    expect(chain.rows('tokens', 'pendingUndelegations')).toEqual([]);
  });

  it('refuses an undelegation from an account that received nothing from the sender', () => {
    const chain = delegated();
    chain.table('tokens', 'balances').insert(balanceRow('erin', 'DLG'));
    const result = chain.runAction('bob', 'tokens', 'undelegate', { symbol: 'DLG', from: 'erin', quantity: '1' });
    expect(result.logs).toEqual({ errors: ['delegation does not exist'] });
  });

  it('checkPendingUndelegations is a tick: users are not authorized', () => {
    const chain = setup();
    expect(chain.runAction('bob', 'tokens', 'checkPendingUndelegations', {}).logs).toEqual({ errors: ['not authorized'] });
  });
});
