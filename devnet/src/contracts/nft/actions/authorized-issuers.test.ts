import { createNftTestChain } from '../test-chain';

function chainWithCard() {
  const t = createNftTestChain({ alice: { BEE: '100' } });
  t.runAction('alice', 'nft', 'create', { name: 'Cards', symbol: 'CARD' });
  return t;
}

const issuers = (t: ReturnType<typeof chainWithCard>) => {
  const row = t.rows('nft', 'nfts')[0];
  return [row.authorizedIssuingAccounts, row.authorizedIssuingContracts];
};

describe('nft authorized issuers', () => {
  it('adds new names (normalised, skipping present ones) and removes them', () => {
    const t = chainWithCard();
    t.runAction('alice', 'nft', 'addAuthorizedIssuingAccounts', { symbol: 'CARD', accounts: ['ALICE', ' Bob '] });
    t.runAction('alice', 'nft', 'addAuthorizedIssuingContracts', { symbol: 'CARD', contracts: ['packmanager '] });
    expect(issuers(t)).toEqual([['alice', 'bob'], ['packmanager']]);
    t.runAction('alice', 'nft', 'removeAuthorizedIssuingAccounts', { symbol: 'CARD', accounts: ['Alice'] });
    t.runAction('alice', 'nft', 'removeAuthorizedIssuingContracts', { symbol: 'CARD', contracts: ['packmanager'] });
    expect(issuers(t)).toEqual([['bob'], []]);
  });

  it.each([
    ['addAuthorizedIssuingAccounts', { accounts: 'bob' }, 'alice', 'invalid params'],
    ['addAuthorizedIssuingAccounts', { accounts: Array(11).fill('bob') }, 'alice', 'cannot have more than 10 authorized issuing accounts'],
    ['addAuthorizedIssuingAccounts', { accounts: ['b'] }, 'alice', 'invalid account list'],
    ['addAuthorizedIssuingAccounts', { accounts: ['bob'] }, 'bob', 'must be the issuer'],
    ['addAuthorizedIssuingAccounts', { accounts: ['bob', 'BOB'] }, 'alice', 'cannot add the same account twice'],
    ['addAuthorizedIssuingAccounts', { accounts: Array.from({ length: 10 }, (_, i) => `user${i}`) }, 'alice', 'cannot have more than 10 authorized issuing accounts'],
    ['addAuthorizedIssuingContracts', { contracts: Array(11).fill('abc') }, 'alice', 'cannot have more than 10 authorized issuing contracts'],
    ['addAuthorizedIssuingContracts', { contracts: ['ab'] }, 'alice', 'invalid contract list'],
    ['addAuthorizedIssuingContracts', { contracts: ['abc', 'abc'] }, 'alice', 'cannot add the same contract twice'],
    ['removeAuthorizedIssuingAccounts', { accounts: Array(11).fill('bob') }, 'alice', 'cannot remove more than 10 authorized issuing accounts'],
    ['removeAuthorizedIssuingContracts', { contracts: Array(11).fill('abc') }, 'alice', 'cannot remove more than 10 authorized issuing contracts'],
    ['removeAuthorizedIssuingAccounts', { accounts: ['alice'] }, 'bob', 'must be the issuer'],
  ])('%s logs its error (%#)', (action, payload, sender, error) => {
    const t = chainWithCard();
    expect(t.runAction(sender, 'nft', action, { symbol: 'CARD', ...payload }).logs).toEqual({ errors: [error] });
    expect(issuers(t)).toEqual([['alice'], []]);
  });

  it('requires the active key', () => {
    const t = chainWithCard();
    expect(t.runAction('alice', 'nft', 'addAuthorizedIssuingAccounts', { symbol: 'CARD', accounts: [] }, { active: false }).logs).toEqual({
      errors: ['you must use a custom_json signed with your active key'],
    });
  });
});
