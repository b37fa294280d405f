import { approvalsFrom, createWitnessesChain, paramsOf, run, voterOf, weightOf, witnessRow } from './test-fixtures';

describe('witnesses.approve', () => {
  it('adds the sender\'s staked plus delegated-in WORKERBEE to the witness, with a posting key', () => {
    const chain = createWitnessesChain();
    const result = run(chain, 'alice', 'approve', { witness: 'wit-one' }, false);
    expect(result.logs).toEqual({ events: [{ contract: 'witnesses', event: 'witnessApprovalAdded', data: { account: 'alice', to: 'wit-one', approvalWeight: '105.00000' } }] });
    expect(weightOf(chain, 'wit-one')).toBe('105.00000');
    expect(voterOf(chain, 'alice')).toMatchObject({ account: 'alice', approvals: 1, approvalWeight: '105.00000', lastApproveBlock: 1 });
    expect(approvalsFrom(chain, 'alice')).toEqual(['wit-one']);
    expect(paramsOf(chain)).toMatchObject({ totalApprovalWeight: '105.00000', totalEnabledApprovalWeight: '105.00000', numberOfApprovedWitnesses: 1 });
  });

  it('adds the weights of several voters and leaves the enabled total alone for a disabled witness', () => {
    const chain = createWitnessesChain({ witnesses: [witnessRow('wit-one', { enabled: false })] });
    run(chain, 'alice', 'approve', { witness: 'wit-one' });
    run(chain, 'bob', 'approve', { witness: 'wit-one' });
    expect(weightOf(chain, 'wit-one')).toBe('145.00000');
    expect(paramsOf(chain)).toMatchObject({ totalApprovalWeight: '145.00000', totalEnabledApprovalWeight: '0', numberOfApprovedWitnesses: 1 });
  });

  it('counts a voter without WORKERBEE with the weight 0', () => {
    const chain = createWitnessesChain({ stakes: [] });
    const result = run(chain, 'erin', 'approve', { witness: 'wit-one' });
    expect(result.logs.events?.[0].data).toEqual({ account: 'erin', to: 'wit-one', approvalWeight: 0 });
    expect(weightOf(chain, 'wit-one')).toBe('0.00000');
    expect(paramsOf(chain).numberOfApprovedWitnesses).toBe(0);
  });

  it.each([
    [{ witness: 'ab' }, 'invalid witness account'],
    [{ witness: 'a-very-long-witness' }, 'invalid witness account'],
    [{ witness: 42 }, 'invalid witness account'],
    [{}, 'invalid witness account'],
    [{ witness: 'nobody' }, 'witness does not exist'],
  ])('refuses %j: %s', (payload, message) => {
    const chain = createWitnessesChain();
    expect(run(chain, 'alice', 'approve', payload).logs).toEqual({ errors: [message] });
    expect(voterOf(chain, 'alice')).toBeNull();
  });

  it('refuses a second approval of the same witness', () => {
    const chain = createWitnessesChain();
    run(chain, 'alice', 'approve', { witness: 'wit-one' });
    expect(run(chain, 'alice', 'approve', { witness: 'wit-one' }).logs).toEqual({ errors: ['you already approved this witness'] });
    expect(weightOf(chain, 'wit-one')).toBe('105.00000');
  });

  it('refuses an approval past numberOfApprovalsPerAccount, naming the limit', () => {
    const chain = createWitnessesChain({ params: { numberOfApprovalsPerAccount: 1 } });
    run(chain, 'alice', 'approve', { witness: 'wit-one' });
    expect(run(chain, 'alice', 'approve', { witness: 'wit-two' }).logs).toEqual({ errors: ['you can only approve 1 witnesses'] });
    expect(approvalsFrom(chain, 'alice')).toEqual(['wit-one']);
  });
});

describe('witnesses.disapprove', () => {
  it('takes the sender\'s current weight off the witness and restarts the expiry', () => {
    const chain = createWitnessesChain();
    run(chain, 'alice', 'approve', { witness: 'wit-one' });
    run(chain, 'bob', 'approve', { witness: 'wit-one' });
    const result = run(chain, 'alice', 'disapprove', { witness: 'wit-one' }, false);
    expect(result.logs).toEqual({ events: [{ contract: 'witnesses', event: 'witnessApprovalRemoved', data: { account: 'alice', to: 'wit-one', approvalWeight: '105.00000' } }] });
    expect(weightOf(chain, 'wit-one')).toBe('40.00000');
    expect(voterOf(chain, 'alice')).toMatchObject({ approvals: 0, lastApproveBlock: 3 });
    expect(approvalsFrom(chain, 'alice')).toEqual([]);
    expect(paramsOf(chain)).toMatchObject({ totalApprovalWeight: '40.00000', numberOfApprovedWitnesses: 1 });
  });

  it('counts the witness out of the approved ones when its weight reaches 0', () => {
    const chain = createWitnessesChain();
    run(chain, 'alice', 'approve', { witness: 'wit-one' });
    run(chain, 'alice', 'disapprove', { witness: 'wit-one' });
    expect(weightOf(chain, 'wit-one')).toBe('0.00000');
    expect(paramsOf(chain).numberOfApprovedWitnesses).toBe(0);
  });

  it.each([
    [{ witness: 'x' }, 'invalid witness account'],
    [{ witness: 'nobody' }, 'witness does not exist'],
    [{ witness: 'wit-one' }, 'no approvals found'],
  ])('refuses %j: %s', (payload, message) => {
    const chain = createWitnessesChain();
    expect(run(chain, 'alice', 'disapprove', payload).logs).toEqual({ errors: [message] });
  });

  it('refuses a witness the sender did not approve', () => {
    const chain = createWitnessesChain();
    run(chain, 'alice', 'approve', { witness: 'wit-one' });
    expect(run(chain, 'alice', 'disapprove', { witness: 'wit-two' }).logs).toEqual({ errors: ['you have not approved this witness'] });
  });

  it('leaves the votes row a refused first vote created', () => {
    const chain = createWitnessesChain();
    run(chain, 'carol', 'disapprove', { witness: 'wit-one' });
    expect(voterOf(chain, 'carol')).toMatchObject({ approvals: 0, approvalWeight: { $numberDecimal: '0' } });
  });
});
