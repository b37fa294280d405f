import { balanceAmount } from '../../tokens/test-fixtures';
import { createNftTestChain } from '../test-chain';

const PARAMS = { name: 'My Cards', symbol: 'CARD', orgName: 'Org 1', productName: 'Game', url: 'https://x.io', maxSupply: '10.9' };

describe('nft.create', () => {
  it('burns the creation fee, inserts the definition and creates the instances table', () => {
    const t = createNftTestChain({ alice: { BEE: '150' } });
    const result = t.runAction('alice', 'nft', 'create', PARAMS);
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '100' } }],
    });
    expect(balanceAmount(t, 'alice', 'BEE')).toBe('50.00000000');
    expect(t.rows('nft', 'nfts')).toEqual([
      {
        _id: 1,
        issuer: 'alice',
        symbol: 'CARD',
        name: 'My Cards',
        orgName: 'Org 1',
        productName: 'Game',
        metadata: '{"url":"https://x.io"}',
        maxSupply: 10,
        supply: 0,
        circulatingSupply: 0,
        delegationEnabled: false,
        undelegationCooldown: 0,
        authorizedIssuingAccounts: ['alice'],
        authorizedIssuingContracts: [],
        properties: {},
        groupBy: [],
      },
    ]);
    expect(t.rows('nft', 'CARDinstances')).toEqual([]);
    expect(() => t.table('nft', 'CARDinstances')).not.toThrow();
  });

  it('defaults optional fields and takes authorized issuer lists as given', () => {
    const t = createNftTestChain({ alice: { BEE: '100' } });
    t.runAction('alice', 'nft', 'create', {
      name: 'Cards', symbol: 'CARD', authorizedIssuingAccounts: [' Bob ', 'carol'], authorizedIssuingContracts: ['packmanager'],
    });
    expect(t.rows('nft', 'nfts')[0]).toMatchObject({
      orgName: '', productName: '', metadata: '{"url":""}', maxSupply: 0,
      authorizedIssuingAccounts: ['bob', 'carol'], authorizedIssuingContracts: ['packmanager'],
    });
  });

  it.each([
    [{ alice: { BEE: '99.99999999' } }, PARAMS, 'you must have enough tokens to cover the creation fees'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, maxSupply: 10 }, 'invalid params'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, url: '' }, 'invalid params'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, symbol: 'CARD.X' }, 'invalid symbol: uppercase letters only, max length of 10'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, symbol: 'card' }, 'invalid symbol: uppercase letters only, max length of 10'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, symbol: 'ELEVENCHARS' }, 'invalid symbol: uppercase letters only, max length of 10'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, symbol: 'CELL' }, 'cannot use this symbol'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, name: 'a<b' }, 'invalid name: letters, numbers, whitespaces only, max length of 50'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, orgName: 'x'.repeat(51) }, 'invalid org name: letters, numbers, whitespaces only, max length of 50'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, productName: 'é' }, 'invalid product name: letters, numbers, whitespaces only, max length of 50'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, url: 'u'.repeat(256) }, 'invalid url: max length of 255'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, maxSupply: '0' }, 'maxSupply must be positive'],
    [{ alice: { BEE: '100' } }, { ...PARAMS, maxSupply: '9007199254740992' }, 'maxSupply must be lower than 9007199254740991'],
  ])('logs the check that fails first (%#)', (balances, payload, error) => {
    const t = createNftTestChain(balances);
    expect(t.runAction('alice', 'nft', 'create', payload).logs).toEqual({ errors: [error] });
    expect(t.rows('nft', 'nfts')).toEqual([]);
  });

  it('checks the fee before the active key, and refuses an existing symbol', () => {
    const poor = createNftTestChain({ alice: { BEE: '1' } });
    expect(poor.runAction('alice', 'nft', 'create', PARAMS, { active: false }).logs).toEqual({
      errors: ['you must have enough tokens to cover the creation fees'],
    });
    const t = createNftTestChain({ alice: { BEE: '250' } });
    expect(t.runAction('alice', 'nft', 'create', PARAMS, { active: false }).logs).toEqual({
      errors: ['you must use a custom_json signed with your active key'],
    });
    t.runAction('alice', 'nft', 'create', PARAMS);
    expect(t.runAction('alice', 'nft', 'create', PARAMS).logs).toEqual({ errors: ['symbol already exists'] });
    expect(balanceAmount(t, 'alice', 'BEE')).toBe('150.00000000');
  });

  it('lets the reserved account create its symbol', () => {
    const t = createNftTestChain({ beggars: { BEE: '100' } });
    t.runAction('beggars', 'nft', 'create', { name: 'Cells', symbol: 'CELL' });
    expect(t.rows('nft', 'nfts')[0]).toMatchObject({ symbol: 'CELL', issuer: 'beggars' });
  });
});
