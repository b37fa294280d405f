import { canApply } from './holding-actions';
import { holding } from './test-holdings';

const enabled = { delegationEnabled: true };
const disabled = { delegationEnabled: false };

describe('canApply', () => {
  const free = holding('A', 1);
  const delegated = holding('A', 2, { delegation: { returnsAt: null } });
  const returning = holding('A', 3, { delegation: { returnsAt: 1 } });
  const bound = holding('A', 4, { soulBound: true });

  it('transfers only undelegated, not soul-bound instances', () => {
    expect([free, delegated, returning, bound].map((item) => canApply('transfer', item, disabled))).toEqual([true, false, false, false]);
  });

  it('delegates only where the definition allows it, and not twice', () => {
    expect(canApply('delegate', free, disabled)).toBe(false);
    expect([free, delegated, returning, bound].map((item) => canApply('delegate', item, enabled))).toEqual([true, false, false, false]);
  });

  it('undelegates only delegated instances not already coming back', () => {
    expect([free, delegated, returning].map((item) => canApply('undelegate', item, enabled))).toEqual([false, true, false]);
  });

  it('burns undelegated instances, soul-bound ones too', () => {
    expect([free, delegated, returning, bound].map((item) => canApply('burn', item, disabled))).toEqual([true, false, false, true]);
  });
});
