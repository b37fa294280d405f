import BigNumber from 'bignumber.js';
import { DEFAULT_WITNESS_PARAMS, witnessParamsOf } from './params';
import { approvalExpiry, approveProblem, expiryDays, limitReachedText, MS_PER_BLOCK, remainingApprovals, type VoterState } from './votes';

const voter = (approved: string[], lastApproveBlock: number | null = 100): VoterState => ({ approved: new Set(approved), weight: new BigNumber(5), lastApproveBlock });
const params = { ...DEFAULT_WITNESS_PARAMS, numberOfApprovalsPerAccount: 2, witnessApproveExpireBlocks: 1000 };

describe('witness params', () => {
  it('reads the row and falls back on the contract defaults for missing fields', () => {
    expect(witnessParamsOf({ numberOfApprovalsPerAccount: 10, numberOfTopWitnesses: 'x' })).toEqual({ numberOfApprovalsPerAccount: 10, numberOfTopWitnesses: 20, witnessApproveExpireBlocks: 5_184_000 });
    expect(witnessParamsOf(null)).toEqual(DEFAULT_WITNESS_PARAMS);
  });
});

describe('approvals left and approve problems', () => {
  it('counts what is left of the limit', () => {
    expect(remainingApprovals(voter(['a']), params)).toBe(1);
    expect(remainingApprovals(voter(['a', 'b', 'c']), params)).toBe(0);
  });

  it('refuses a witness already approved, and any witness at the limit', () => {
    expect(approveProblem(voter(['a']), params, 'b')).toBeNull();
    expect(approveProblem(voter(['a']), params, 'a')).toBe('You already approved this witness.');
    expect(approveProblem(voter(['a', 'b']), params, 'c')).toBe(limitReachedText(2));
    expect(limitReachedText(30)).toContain('(30)');
  });
});

describe('approvalExpiry', () => {
  it('lasts about 180 days with the contract\'s default', () => {
    expect(expiryDays(DEFAULT_WITNESS_PARAMS)).toBe(180);
  });

  const readAtMs = Date.UTC(2026, 10, 1);

  it('is the block after last vote + witnessApproveExpireBlocks, dated at 3 s per block from the latest block', () => {
    expect(approvalExpiry(voter(['a'], 100), params, { blockNumber: 600, readAtMs })).toEqual({
      block: 1101,
      at: new Date(readAtMs + 501 * MS_PER_BLOCK),
      due: false,
    });
  });

  it('is due once that block is reached, and absent without approvals or votes', () => {
    expect(approvalExpiry(voter(['a'], 100), params, { blockNumber: 1101, readAtMs })?.due).toBe(true);
    expect(approvalExpiry(voter([], 100), params, { blockNumber: 600, readAtMs })).toBeNull();
    expect(approvalExpiry(voter(['a'], null), params, { blockNumber: 600, readAtMs })).toBeNull();
    expect(approvalExpiry(voter(['a'], 100), params, undefined)).toEqual({ block: 1101, at: null, due: false });
  });
});
