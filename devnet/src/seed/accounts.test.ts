import { communityAccounts, devAccountIndex } from './accounts';

const HIVE_NAME = /^[a-z][a-z0-9-]{1,14}[a-z0-9]$/;

describe('communityAccounts', () => {
  it('gives unique, valid Hive account names even for large counts', () => {
    const names = communityAccounts(8000);
    expect(new Set(names).size).toBe(8000);
    for (const name of names) expect(name).toMatch(HIVE_NAME);
  });

  it('is stable: the same index always gives the same name', () => {
    expect(communityAccounts(3)).toEqual(communityAccounts(5).slice(0, 3));
  });
});

describe('devAccountIndex', () => {
  it('finds dev accounts and nobody else', () => {
    expect(devAccountIndex('alice')).toBe(0);
    expect(devAccountIndex('erin')).toBe(4);
    expect(devAccountIndex('amberbadger')).toBe(-1);
  });
});
