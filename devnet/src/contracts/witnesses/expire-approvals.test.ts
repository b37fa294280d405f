import type { TestChain } from '../../chain/testing';
import { approvalsFrom, createWitnessesChain, paramsOf, run, voterOf, weightOf } from './test-fixtures';

/** Sidechain blocks exist only for transactions: one refused action makes the next block. */
const nextBlock = (chain: TestChain) => run(chain, 'carol', 'approve', { witness: 'nobody' });

describe('witnesses approval expiry (scheduleWitnesses tick)', () => {
  it('removes every approval of an account idle for more than witnessApproveExpireBlocks blocks', () => {
    const chain = createWitnessesChain({ params: { witnessApproveExpireBlocks: 3 } });
    run(chain, 'alice', 'approve', { witness: 'wit-one' }); // block 1
    run(chain, 'alice', 'approve', { witness: 'wit-two' }); // block 2: lastApproveBlock 2
    run(chain, 'bob', 'approve', { witness: 'wit-one' }); // block 3
    nextBlock(chain); // block 4
    nextBlock(chain); // block 5: 2 < 5 - 3 is false
    expect(approvalsFrom(chain, 'alice')).toHaveLength(2);

    // A Hive block without transactions still runs the ticks; the expiry's events make block 6.
    expect(chain.advanceClock(3000).blockNumber).toBe(6); // 2 < 6 - 3
    const [tick] = chain.chain.latestBlock().virtualTransactions;
    expect(tick).toMatchObject({ contract: 'witnesses', action: 'scheduleWitnesses', sender: 'null' });
    expect(JSON.parse(tick.logs)).toEqual({
      events: [
        { contract: 'witnesses', event: 'witnessApprovalRemoved', data: { account: 'alice', to: 'wit-one', approvalWeight: '105.00000' } },
        { contract: 'witnesses', event: 'witnessApprovalRemoved', data: { account: 'alice', to: 'wit-two', approvalWeight: '105.00000' } },
        { contract: 'witnesses', event: 'witnessApprovalsExpired', data: { account: 'alice' } },
      ],
    });
    expect(approvalsFrom(chain, 'alice')).toEqual([]);
    expect(voterOf(chain, 'alice')).toMatchObject({ approvals: 0, approvalWeight: '105.00000', lastApproveBlock: 2 });
    expect(weightOf(chain, 'wit-one')).toBe('40.00000');
    expect(weightOf(chain, 'wit-two')).toBe('0.00000');
    expect(paramsOf(chain).numberOfApprovedWitnesses).toBe(1);
    expect(approvalsFrom(chain, 'bob')).toEqual(['wit-one']);
  });

  it('keeps the approvals of an account that voted again in time', () => {
    const chain = createWitnessesChain({ params: { witnessApproveExpireBlocks: 2 } });
    run(chain, 'alice', 'approve', { witness: 'wit-one' }); // block 1
    nextBlock(chain); // block 2
    run(chain, 'alice', 'approve', { witness: 'wit-two' }); // block 3 restarts the expiry
    nextBlock(chain); // block 4
    nextBlock(chain); // block 5: 3 < 3 is false
    expect(approvalsFrom(chain, 'alice')).toEqual(['wit-one', 'wit-two']);
  });

  it('ignores a user calling the tick', () => {
    const chain = createWitnessesChain();
    expect(run(chain, 'bob', 'scheduleWitnesses', {}).logs).toEqual({});
  });
});
