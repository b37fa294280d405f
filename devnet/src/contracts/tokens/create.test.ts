import { BEE, balanceOf, balanceRow, createTokensChain, tokenOf, tokenRow } from './test-fixtures';

function setup() {
  return createTokensChain({
    tokens: [BEE],
    balances: [balanceRow('alice', 'BEE', { balance: '150.00000000' })],
  });
}

const valid = { name: 'My Token 2', symbol: 'MYT', url: 'https://my.example', precision: 3, maxSupply: '1000' };

describe('tokens.create', () => {
  it('creates the token row and burns the creation fee with a transfer to null', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'create', valid);
    expect(result.logs).toEqual({
      events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '100' } }],
    });
    const { _id, ...token } = tokenOf(chain, 'MYT');
    expect(token).toEqual(tokenRow('MYT', { name: 'My Token 2', metadata: '{"url":"https://my.example"}', precision: 3, maxSupply: '1000.000' }));
    expect(token).toMatchObject({ supply: '0', circulatingSupply: '0', stakingEnabled: false, unstakingCooldown: 1, delegationEnabled: false, undelegationCooldown: 0 });
    expect(balanceOf(chain, 'alice', 'BEE')?.balance).toBe('50.00000000');
    expect(tokenOf(chain, 'BEE').circulatingSupply).toBe('999900.00000000');
  });

  it('stores an empty url when none is given and accepts precision 0', () => {
    const chain = setup();
    chain.runAction('alice', 'tokens', 'create', { ...valid, url: undefined, precision: 0, maxSupply: '5.0000' });
    expect(tokenOf(chain, 'MYT')).toMatchObject({ metadata: '{"url":""}', precision: 0, maxSupply: '5' });
  });

  it('lets params.heAccounts create SWAP./dotted symbols without a fee', () => {
    const chain = setup();
    const result = chain.runAction('honey-swap', 'tokens', 'create', { ...valid, symbol: 'SWAP.ETH' });
    expect(result.logs).toEqual({});
    expect(tokenOf(chain, 'SWAP.ETH').issuer).toBe('honey-swap');
  });

  it('asks for the fee before anything else', () => {
    const chain = setup();
    const result = chain.runAction('carol', 'tokens', 'create', { symbol: 1 }, { active: false });
    expect(result.logs).toEqual({ errors: ['you must have enough tokens to cover the creation fees'] });
  });

  it.each([
    [{ ...valid }, false, 'you must use a custom_json signed with your active key'],
    [{ ...valid, precision: '3' }, true, 'invalid params'],
    [{ ...valid, url: '' }, true, 'invalid params'],
    [{ ...valid, maxSupply: 1000 }, true, 'invalid params'],
    [{ ...valid, symbol: 'myt' }, true, 'invalid symbol: uppercase letters only and one "." allowed, max length of 10'],
    [{ ...valid, symbol: 'A.B.C' }, true, 'invalid symbol: uppercase letters only and one "." allowed, max length of 10'],
    [{ ...valid, symbol: '.AB' }, true, 'invalid symbol: uppercase letters only and one "." allowed, max length of 10'],
    [{ ...valid, symbol: 'ABCDEFGHIJK' }, true, 'invalid symbol: uppercase letters only and one "." allowed, max length of 10'],
    [{ ...valid, symbol: 'ENG' }, true, 'cannot use this symbol'],
    [{ ...valid, symbol: 'XSWAP' }, true, 'invalid symbol: not allowed to use SWAP'],
    [{ ...valid, symbol: 'METHANE' }, true, 'invalid symbol: not allowed to use ETH'],
    [{ ...valid, symbol: 'BSCX' }, true, 'invalid symbol: not allowed to use BSC'],
    [{ ...valid, symbol: 'MY.T' }, true, 'invalid symbol: usage of "." is restricted'],
    [{ ...valid, name: '<script>' }, true, 'invalid name: letters, numbers, whitespaces only, max length of 50'],
    [{ ...valid, name: '   ' }, true, 'invalid name: letters, numbers, whitespaces only, max length of 50'],
    [{ ...valid, name: 'x'.repeat(51) }, true, 'invalid name: letters, numbers, whitespaces only, max length of 50'],
    [{ ...valid, url: 'u'.repeat(256) }, true, 'invalid url: max length of 255'],
    [{ ...valid, precision: 9 }, true, 'invalid precision'],
    [{ ...valid, precision: 1.5 }, true, 'invalid precision'],
    [{ ...valid, maxSupply: '-1' }, true, 'maxSupply must be positive'],
    [{ ...valid, maxSupply: '9007199254740992' }, true, 'maxSupply must be lower than 9007199254740991'],
    [{ ...valid, symbol: 'BEE' }, true, 'symbol already exists'],
  ])('refuses %j (active %s) with "%s", burning nothing', (payload, active, message) => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'create', payload, { active });
    expect(result.logs).toEqual({ errors: [message] });
    expect(balanceOf(chain, 'alice', 'BEE')?.balance).toBe('150.00000000');
  });
});
