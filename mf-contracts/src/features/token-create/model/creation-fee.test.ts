import { creationFeeProblem, FEE_UNREADABLE_TEXT } from './creation-fee';

describe('creationFeeProblem', () => {
  it('passes a balance that covers the fee', () => {
    expect(creationFeeProblem({ fee: '100', balance: '100.00000000', exempt: false })).toBeNull();
    expect(creationFeeProblem({ fee: '0', balance: '0', exempt: false })).toBeNull();
  });

  it('says what the fee is and what the user has when short', () => {
    expect(creationFeeProblem({ fee: '100', balance: '99.99999999', exempt: false })).toBe('Creating a token costs 100 BEE; you have 99.99999999 BEE.');
    expect(creationFeeProblem({ fee: '1500', balance: '0', exempt: false })).toBe('Creating a token costs 1,500 BEE; you have 0 BEE.');
  });

  it('says so when the fee could not be read', () => {
    expect(creationFeeProblem({ fee: null, balance: '500', exempt: false })).toBe(FEE_UNREADABLE_TEXT);
  });

  it('asks nothing of Hive Engine accounts', () => {
    expect(creationFeeProblem({ fee: '100', balance: '0', exempt: true })).toBeNull();
  });
});
