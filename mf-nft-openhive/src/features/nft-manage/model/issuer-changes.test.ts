import { ISSUER_MESSAGES as M, issuersToAdd } from './issuer-changes';

describe('issuersToAdd', () => {
  it('takes new well-formed names, lower-casing accounts', () => {
    expect(issuersToAdd('Carol, dave', 'Accounts', ['bob'])).toEqual({ names: ['carol', 'dave'], problem: null });
    expect(issuersToAdd('packmanager', 'Contracts', [])).toEqual({ names: ['packmanager'], problem: null });
  });

  it('refuses an empty entry, a listed name, bad names and more than 10 in all', () => {
    expect(issuersToAdd(' ', 'Accounts', []).problem).toBe(M.empty);
    expect(issuersToAdd('bob', 'Accounts', ['bob']).problem).toBe(M.already('bob'));
    expect(issuersToAdd('ab', 'Contracts', []).problem).toBe('“ab”: a contract name has 3 to 50 characters');
    expect(issuersToAdd('kate', 'Accounts', Array.from({ length: 10 }, (_, i) => `user${i}`)).problem).toBe(M.tooMany('Accounts'));
  });
});
