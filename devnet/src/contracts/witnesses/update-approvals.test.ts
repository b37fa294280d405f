import { createWitnessesChain, paramsOf, run, voterOf, weightOf } from './test-fixtures';

const DAY_MS = 86_400_000;
const tokens = (chain: ReturnType<typeof createWitnessesChain>, sender: string, action: string, payload: Record<string, unknown>) =>
  chain.runAction(sender, 'tokens', action, { symbol: 'WORKERBEE', ...payload });

/** alice (105 = 100 staked + 5 delegated in) approves wit-one, bob (40) approves wit-two. */
function votedChain() {
  const chain = createWitnessesChain();
  run(chain, 'alice', 'approve', { witness: 'wit-one' });
  run(chain, 'bob', 'approve', { witness: 'wit-two' });
  return chain;
}

describe('witness weights follow WORKERBEE stakes (tokens → witnesses.updateWitnessesApprovals)', () => {
  it('adds a stake to the witnesses the account approved', () => {
    const chain = votedChain();
    expect(tokens(chain, 'alice', 'stake', { to: 'alice', quantity: '10' }).logs.errors).toBeUndefined();
    expect(weightOf(chain, 'wit-one')).toBe('115.00000');
    expect(voterOf(chain, 'alice')).toMatchObject({ approvalWeight: '115.00000' });
    expect(paramsOf(chain)).toMatchObject({ totalApprovalWeight: '155.00000', totalEnabledApprovalWeight: '155.00000' });
  });

  it('moves a delegation\'s weight from the delegator\'s witnesses to the receiver\'s, and back when undelegated', () => {
    const chain = votedChain();
    tokens(chain, 'alice', 'delegate', { to: 'bob', quantity: '20' });
    expect(weightOf(chain, 'wit-one')).toBe('85.00000');
    expect(weightOf(chain, 'wit-two')).toBe('60.00000');

    tokens(chain, 'alice', 'undelegate', { from: 'bob', quantity: '20' });
    expect(weightOf(chain, 'wit-two')).toBe('40.00000');
    expect(weightOf(chain, 'wit-one')).toBe('85.00000');
    chain.advanceClock(7 * DAY_MS);
    expect(weightOf(chain, 'wit-one')).toBe('105.00000');
  });

  it('takes an unstake off tranche by tranche and gives it back when cancelled', () => {
    const chain = votedChain();
    const started = tokens(chain, 'alice', 'unstake', { quantity: '30' });
    // 30 tranches of 1: the first leaves the stake at once
    expect(weightOf(chain, 'wit-one')).toBe('104.00000');
    chain.advanceClock(DAY_MS);
    expect(weightOf(chain, 'wit-one')).toBe('103.00000');
    tokens(chain, 'alice', 'cancelUnstake', { txID: started.transactionId });
    expect(weightOf(chain, 'wit-one')).toBe('104.00000');
  });

  it('leaves accounts that never voted and other tokens alone', () => {
    const chain = votedChain();
    tokens(chain, 'carol', 'stake', { to: 'carol', quantity: '10' });
    expect(voterOf(chain, 'carol')).toBeNull();
    expect(paramsOf(chain).totalApprovalWeight).toBe('145.00000');
  });

  it('is ignored when a user calls it', () => {
    const chain = votedChain();
    chain.table('tokens', 'balances').update({ ...chain.table('tokens', 'balances').findOne({ account: 'alice' })!, stake: '0.00000' });
    expect(run(chain, 'alice', 'updateWitnessesApprovals', { account: 'alice' }).logs).toEqual({});
    expect(weightOf(chain, 'wit-one')).toBe('105.00000');
  });
});
