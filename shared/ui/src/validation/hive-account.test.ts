import { ACCOUNT_NAME_RULES, hiveAccountNameProblem, INVALID_USERNAME_MESSAGE, validateLoginUsername } from './hive-account';

describe('validateLoginUsername', () => {
  it.each(['abc', 'sixteen-chars-ok', 'a.b'])('accepts %j (3–16 characters)', (name) => {
    expect(validateLoginUsername(name)).toBeNull();
  });

  it.each(['ab', 'seventeen-chars-x', '', undefined, 42])('rejects %j with the spec message', (name) => {
    expect(validateLoginUsername(name)).toBe(INVALID_USERNAME_MESSAGE);
  });

  it('uses the exact spec text', () => {
    expect(INVALID_USERNAME_MESSAGE).toBe('Invalid Hive username');
  });
});

describe('hiveAccountNameProblem', () => {
  it.each([
    ['ab', ACCOUNT_NAME_RULES.length],
    ['seventeen-chars-x', ACCOUNT_NAME_RULES.length],
    ['Alice', ACCOUNT_NAME_RULES.characters],
    ['abc_def', ACCOUNT_NAME_RULES.characters],
    ['ab.cde', ACCOUNT_NAME_RULES.partLength],
    ['abc..def', ACCOUNT_NAME_RULES.partLength],
    ['.abc', ACCOUNT_NAME_RULES.partLength],
    ['1abc', ACCOUNT_NAME_RULES.partStart],
    ['abc.1de', ACCOUNT_NAME_RULES.partStart],
    ['abc-', ACCOUNT_NAME_RULES.partEnd],
    ['a--b', ACCOUNT_NAME_RULES.doubleHyphen],
  ])('names the rule %j breaks', (name, rule) => {
    expect(hiveAccountNameProblem(name)).toBe(rule);
  });

  it.each(['alice', 'hive-engine', 'a1b', 'steem.dao', 'abc.def.ghi', 'sixteen-chars-ok'])('is null for the valid %j', (name) => {
    expect(hiveAccountNameProblem(name)).toBeNull();
  });
});
