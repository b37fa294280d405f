import { balanceOf, balanceRow, createTokensChain, lastBlockTimeMs, lastTickLogs, tokenOf, tokenRow } from './test-fixtures';
import type { PendingUnstakeRow } from './rows';

const DAY = 24 * 3600 * 1000;
/** 4 days over 3 tranches. */
const PERIOD = (4 * DAY) / 3;

const STK = tokenRow('STK', {
  precision: 3,
  stakingEnabled: true,
  unstakingCooldown: 4,
  numberTransactions: 3,
  totalStaked: '10.000',
});
const TKN = tokenRow('TKN', { precision: 3 });

function setup() {
  return createTokensChain({
    tokens: [STK, TKN],
    balances: [balanceRow('bob', 'STK', { balance: '1.000', stake: '10.000' })],
  });
}

function pendingRows(chain: ReturnType<typeof setup>): PendingUnstakeRow[] {
  return chain.rows('tokens', 'pendingUnstakes') as PendingUnstakeRow[];
}

function amounts(chain: ReturnType<typeof setup>) {
  const { balance, stake, pendingUnstake } = balanceOf(chain, 'bob', 'STK')!;
  return { balance, stake, pendingUnstake, totalStaked: tokenOf(chain, 'STK').totalStaked };
}

describe('tokens.unstake', () => {
  it('takes the first tranche out of stake and records the pending unstake', () => {
    const chain = setup();
    const result = chain.runAction('bob', 'tokens', 'unstake', { symbol: 'STK', quantity: '10' });
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'unstakeStart', data: { account: 'bob', symbol: 'STK', quantity: '10.000' } }],
    });
    expect(amounts(chain)).toEqual({ balance: '1.000', stake: '6.667', pendingUnstake: '10.000', totalStaked: '6.667' });
    const [{ _id, ...row }] = pendingRows(chain);
    expect(row).toEqual({
      account: 'bob',
      symbol: 'STK',
      quantity: '10.000',
      quantityLeft: '10.000',
      nextTransactionTimestamp: lastBlockTimeMs(chain) + PERIOD,
      numberTransactionsLeft: 3,
      millisecPerPeriod: PERIOD,
      txID: result.transactionId,
    });
  });

  it('releases one tranche per period; the last one releases the remainder', () => {
    const chain = setup();
    chain.runAction('bob', 'tokens', 'unstake', { symbol: 'STK', quantity: '10' });

    chain.advanceClock(PERIOD - 1000);
    expect(amounts(chain).balance).toBe('1.000');

    chain.advanceClock(1000);
    expect(lastTickLogs(chain)).toEqual([
      { events: [{ contract: 'tokens', event: 'unstake', data: { account: 'bob', symbol: 'STK', quantity: '3.333' } }] },
    ]);
    expect(amounts(chain)).toEqual({ balance: '4.333', stake: '3.334', pendingUnstake: '6.667', totalStaked: '3.334' });
    expect(pendingRows(chain)[0]).toMatchObject({ quantityLeft: '6.667', numberTransactionsLeft: 2 });

    chain.advanceClock(PERIOD);
    expect(amounts(chain)).toEqual({ balance: '7.666', stake: '0.000', pendingUnstake: '3.334', totalStaked: '0.000' });
    expect(pendingRows(chain)[0]).toMatchObject({ quantityLeft: '3.334', numberTransactionsLeft: 1 });

    chain.advanceClock(PERIOD);
    expect(lastTickLogs(chain)).toEqual([
      { events: [{ contract: 'tokens', event: 'unstake', data: { account: 'bob', symbol: 'STK', quantity: '3.334' } }] },
    ]);
    expect(amounts(chain)).toEqual({ balance: '11.000', stake: '0.000', pendingUnstake: '0.000', totalStaked: '0.000' });
    expect(pendingRows(chain)).toEqual([]);
  });

  it('catches up every missed period in one tick', () => {
    const chain = setup();
    chain.runAction('bob', 'tokens', 'unstake', { symbol: 'STK', quantity: '10' });
    chain.advanceClock(10 * DAY);
    expect(amounts(chain)).toEqual({ balance: '11.000', stake: '0.000', pendingUnstake: '0.000', totalStaked: '0.000' });
    expect(pendingRows(chain)).toEqual([]);
  });

  it('counts the not-yet-subtracted tranches of pending unstakes as unavailable', () => {
    const chain = setup();
    chain.runAction('bob', 'tokens', 'unstake', { symbol: 'STK', quantity: '10' });
    const result = chain.runAction('bob', 'tokens', 'unstake', { symbol: 'STK', quantity: '0.001' });
    expect(result.logs).toEqual({ errors: ['overdrawn stake'] });
  });

  it('like the chain, records an unstake whose tranche rounds to zero despite "cannot subtract"', () => {
    const chain = setup();
    const result = chain.runAction('bob', 'tokens', 'unstake', { symbol: 'STK', quantity: '0.002' });
    expect(result.logs).toEqual({
      errors: ['cannot subtract'],
      events: [{ contract: 'tokens', event: 'unstakeStart', data: { account: 'bob', symbol: 'STK', quantity: '0.002' } }],
    });
    expect(amounts(chain)).toEqual({ balance: '1.000', stake: '10.000', pendingUnstake: '0', totalStaked: '10.000' });
    expect(pendingRows(chain)).toHaveLength(1);
  });

  it.each([
    ['bob', { symbol: 'STK', quantity: '1' }, false, 'you must use a custom_json signed with your active key'],
    ['bob', { symbol: 'STK', quantity: 1 }, true, 'invalid params'],
    ['bob', { symbol: 'NOPE', quantity: '1' }, true, 'symbol does not exist'],
    ['bob', { symbol: 'TKN', quantity: '1' }, true, 'staking not enabled'],
    ['bob', { symbol: 'STK', quantity: '0.0001' }, true, 'symbol precision mismatch'],
    ['bob', { symbol: 'STK', quantity: '-1' }, true, 'must unstake positive quantity'],
    ['carol', { symbol: 'STK', quantity: '1' }, true, 'balance does not exist'],
    ['bob', { symbol: 'STK', quantity: '10.001' }, true, 'overdrawn stake'],
  ])('%s: refuses %j (active %s) with "%s"', (sender, payload, active, message) => {
    const chain = setup();
    const result = chain.runAction(sender, 'tokens', 'unstake', payload, { active });
    expect(result.logs).toEqual({ errors: [message] });
    expect(pendingRows(chain)).toEqual([]);
  });
});

describe('tokens.cancelUnstake', () => {
  it('puts the in-flight tranche back into stake and drops the pending quantity', () => {
    const chain = setup();
    const { transactionId } = chain.runAction('bob', 'tokens', 'unstake', { symbol: 'STK', quantity: '10' });
    const result = chain.runAction('bob', 'tokens', 'cancelUnstake', { txID: transactionId });
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'unstakeCancel', data: { account: 'bob', symbol: 'STK', quantity: '10.000' } }],
    });
    expect(amounts(chain)).toEqual({ balance: '1.000', stake: '10.000', pendingUnstake: '0.000', totalStaked: '10.000' });
    expect(pendingRows(chain)).toEqual([]);
  });

  it('after a released tranche, only what is left comes back', () => {
    const chain = setup();
    const { transactionId } = chain.runAction('bob', 'tokens', 'unstake', { symbol: 'STK', quantity: '10' });
    chain.advanceClock(PERIOD);
    chain.runAction('bob', 'tokens', 'cancelUnstake', { txID: transactionId });
    expect(amounts(chain)).toEqual({ balance: '4.333', stake: '6.667', pendingUnstake: '0.000', totalStaked: '6.667' });
  });

  it.each([
    ['bob', {}, false, 'you must use a custom_json signed with your active key'],
    ['bob', { txID: 5 }, true, 'invalid params'],
    ['carol', null, true, 'unstake does not exist'],
  ])('%s: refuses %j (active %s) with "%s"', (sender, payload, active, message) => {
    const chain = setup();
    const { transactionId } = chain.runAction('bob', 'tokens', 'unstake', { symbol: 'STK', quantity: '10' });
    const result = chain.runAction(sender, 'tokens', 'cancelUnstake', payload ?? { txID: transactionId }, { active });
    expect(result.logs).toEqual({ errors: [message] });
    expect(pendingRows(chain)).toHaveLength(1);
  });
});

describe('tokens.checkPendingUnstakes', () => {
  it('is a tick: users are not authorized', () => {
    const chain = setup();
    expect(chain.runAction('bob', 'tokens', 'checkPendingUnstakes', {}).logs).toEqual({ errors: ['not authorized'] });
  });
});
