import { lockedTotals } from './locked-totals';
import { contractNameProblem, notSelfRule, RECIPIENT_MESSAGES } from '../../../shared';
import { coverage, toggled, withAll } from './selection';
import { holding } from './test-holdings';
import { outcomeProblem } from './use-batch-run';

describe('lockedTotals', () => {
  it('sums each token exactly, in symbol order', () => {
    const items = [holding('A', 1, { lockedTokens: { BEE: '0.1', PAL: '2' } }), holding('A', 2, { lockedTokens: { BEE: '0.2' } }), holding('A', 3)];
    expect(lockedTotals(items)).toEqual([
      { symbol: 'BEE', quantity: '0.3' },
      { symbol: 'PAL', quantity: '2' },
    ]);
  });
});

describe('recipient rules', () => {
  it('refuses the signer', () => {
    expect(notSelfRule('bob')('bob')).toBe(RECIPIENT_MESSAGES.toSelf);
    expect(notSelfRule('bob')('carol')).toBeNull();
  });

  it('takes contract names of 3 to 50 characters without spaces', () => {
    expect(contractNameProblem('')).toBe(RECIPIENT_MESSAGES.contractEmpty);
    expect(contractNameProblem('ab')).toBe(RECIPIENT_MESSAGES.contractLength);
    expect(contractNameProblem('a'.repeat(51))).toBe(RECIPIENT_MESSAGES.contractLength);
    expect(contractNameProblem('pack manager')).toBe(RECIPIENT_MESSAGES.contractSpaces);
    expect(contractNameProblem('packmanager')).toBeNull();
  });
});

describe('selection', () => {
  it('toggles a row and selects or clears a symbol', () => {
    const one = toggled(new Set(), 'A:1');
    expect([...one]).toEqual(['A:1']);
    expect(toggled(one, 'A:1').size).toBe(0);
    const all = withAll(one, ['A:1', 'A:2'], true);
    expect(coverage(all, ['A:1', 'A:2'])).toBe('all');
    expect(coverage(one, ['A:1', 'A:2'])).toBe('some');
    expect(coverage(withAll(all, ['A:1', 'A:2'], false), ['A:1', 'A:2'])).toBe('none');
  });
});

describe('outcomeProblem', () => {
  it('gives the chain’s errors and the Keychain’s answer', () => {
    expect(outcomeProblem({ status: 'failed', transactionId: 't', transactionIds: ['t'], errors: ['invalid to'] })).toBe('invalid to');
    expect(outcomeProblem({ status: 'cancelled' })).toBe('Transaction cancelled');
    expect(outcomeProblem(null)).toBe('The transaction could not be sent');
  });
});
