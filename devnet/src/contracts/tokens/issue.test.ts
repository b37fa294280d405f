import { balanceOf, balanceRow, createTokensChain, tokenOf, tokenRow } from './test-fixtures';

const TKN = tokenRow('TKN', { precision: 3, maxSupply: '1000.000' });

function setup() {
  return createTokensChain({ tokens: [TKN], balances: [balanceRow('carol', 'TKN', { balance: '1.000' })] });
}

describe('tokens.issue', () => {
  it('credits the recipient via the issuer (who gets a zero row) and grows both supplies', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'issue', { symbol: 'TKN', to: ' bob', quantity: '10.5' });
    expect(result.logs).toEqual({
      events: [
        {
          contract: 'tokens',
          event: 'transferFromContract',
          data: { from: 'tokens', to: 'bob', symbol: 'TKN', quantity: '10.500' },
        },
      ],
    });
    expect(balanceOf(chain, 'bob', 'TKN')?.balance).toBe('10.500');
    expect(balanceOf(chain, 'alice', 'TKN')?.balance).toBe('0.000');
    expect(tokenOf(chain, 'TKN')).toMatchObject({ supply: '10.500', circulatingSupply: '10.500' });
  });

  it('adds to an existing balance', () => {
    const chain = setup();
    chain.runAction('alice', 'tokens', 'issue', { symbol: 'TKN', to: 'carol', quantity: '2' });
    expect(balanceOf(chain, 'carol', 'TKN')?.balance).toBe('3.000');
  });

  it('does not count tokens issued to null as circulating', () => {
    const chain = setup();
    chain.runAction('alice', 'tokens', 'issue', { symbol: 'TKN', to: 'null', quantity: '4' });
    expect(tokenOf(chain, 'TKN')).toMatchObject({ supply: '4.000', circulatingSupply: '0' });
  });

  it.each([
    ['alice', { symbol: 'TKN', to: 'bob', quantity: '1' }, false, 'you must use a custom_json signed with your active key'],
    ['alice', { symbol: 'TKN', to: 'bob', quantity: 1 }, true, 'invalid params'],
    ['alice', { symbol: 'NOPE', to: 'bob', quantity: '1' }, true, 'symbol does not exist'],
    ['bob', { symbol: 'TKN', to: 'bob', quantity: '1' }, true, 'not allowed to issue tokens'],
    ['alice', { symbol: 'TKN', to: 'bob', quantity: '1.0001' }, true, 'symbol precision mismatch'],
    ['alice', { symbol: 'TKN', to: 'bob', quantity: '0' }, true, 'must issue positive quantity'],
    ['alice', { symbol: 'TKN', to: 'bob', quantity: '1000.001' }, true, 'quantity exceeds available supply'],
    ['alice', { symbol: 'TKN', to: 'B', quantity: '1' }, true, 'invalid to'],
  ])('%s: refuses %j (active %s) with "%s"', (sender, payload, active, message) => {
    const chain = setup();
    const result = chain.runAction(sender, 'tokens', 'issue', payload, { active });
    expect(result.logs).toEqual({ errors: [message] });
    expect(tokenOf(chain, 'TKN').supply).toBe('0');
  });
});

describe('tokens.issueToContract', () => {
  it('credits a contract balance', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'issueToContract', { symbol: 'TKN', to: 'market', quantity: '5' });
    expect(result.logs).toEqual({
      events: [
        { contract: 'tokens', event: 'issueToContract', data: { from: 'tokens', to: 'market', symbol: 'TKN', quantity: '5.000' } },
      ],
    });
    expect(balanceOf(chain, 'market', 'TKN', 'contractsBalances')?.balance).toBe('5.000');
    expect(tokenOf(chain, 'TKN')).toMatchObject({ supply: '5.000', circulatingSupply: '5.000' });
  });

  it('refuses a contract name shorter than 3 characters', () => {
    const chain = setup();
    const result = chain.runAction('alice', 'tokens', 'issueToContract', { symbol: 'TKN', to: 'ab', quantity: '5' });
    expect(result.logs).toEqual({ errors: ['invalid to'] });
  });
});
