import { issueBatches, RECIPIENT_MESSAGES as M, recipientList } from './recipient-list';
import { MANAGE_MESSAGES } from './manage-rules';

describe('recipientList', () => {
  it('reads accounts separated by lines or commas, lower-cased, repeats kept', () => {
    expect(recipientList('Alice, bob\nalice', Infinity)).toEqual({ accounts: ['alice', 'bob', 'alice'], problem: null });
  });

  it('refuses an empty list, a malformed name and more than the max supply leaves', () => {
    expect(recipientList(' ', 5).problem).toBe(M.empty);
    expect(recipientList('a', 5).problem).toMatch(/^“a”: /);
    expect(recipientList('alice, bob, carol', 2).problem).toBe(MANAGE_MESSAGES.overSupply(2));
  });
});

describe('issueBatches', () => {
  it('cuts the instances into transactions of at most 10', () => {
    expect(issueBatches(Array.from({ length: 23 }, (_, i) => i)).map((batch) => batch.length)).toEqual([10, 10, 3]);
    expect(issueBatches([])).toEqual([]);
  });
});
