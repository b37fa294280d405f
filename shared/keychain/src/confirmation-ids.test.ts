import { sidechainTransactionIds } from './confirmation';

describe('sidechainTransactionIds', () => {
  it('keeps the Hive tx id for a single action, alone or as a one-item array', () => {
    expect(sidechainTransactionIds('abcd', 1)).toEqual(['abcd']);
  });

  it('suffixes each action of a longer array with its index', () => {
    expect(sidechainTransactionIds('abcd', 3)).toEqual(['abcd-0', 'abcd-1', 'abcd-2']);
  });
});
