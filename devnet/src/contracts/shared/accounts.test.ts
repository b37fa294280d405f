import type { ContractApi } from '../../chain/contract-api';
import { isSystemSender, isValidAccountLength, isValidContractName } from './accounts';

describe('account names', () => {
  it('checks only the length of accounts (3–16)', () => {
    expect(isValidAccountLength('a.b')).toBe(true);
    expect(isValidAccountLength('x'.repeat(16))).toBe(true);
    expect(isValidAccountLength('x'.repeat(17))).toBe(false);
    expect(isValidAccountLength('ab')).toBe(false);
  });

  it('checks only the length of contract names (3–50)', () => {
    expect(isValidContractName('x'.repeat(50))).toBe(true);
    expect(isValidContractName('x'.repeat(51))).toBe(false);
    expect(isValidContractName('xy')).toBe(false);
  });

  it.each([
    [null, true],
    ['null', true],
    ['alice', false],
  ])('sender %p is the system: %p', (sender, expected) => {
    expect(isSystemSender({ sender } as ContractApi)).toBe(expected);
  });
});
