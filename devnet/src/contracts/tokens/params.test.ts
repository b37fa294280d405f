import { createTokensChain } from './test-fixtures';

function params(chain: ReturnType<typeof createTokensChain>) {
  const { _id, ...row } = chain.table('tokens', 'params').findOne({})!;
  return row;
}

describe('tokens params', () => {
  it('genesis writes the reference defaults', () => {
    const chain = createTokensChain({});
    const row = params(chain);
    expect(row).toMatchObject({ tokenCreationFee: '100', enableDelegationFee: '1000', enableStakingFee: '1000' });
    expect(row.blacklist).toMatchObject({ bittrex: 1, 'user.dunamu': 1 });
    expect(row.heAccounts).toEqual({ 'hive-engine': 1, 'swap-eth': 1, 'btc-swap': 1, 'graphene-swap': 1, 'honey-swap': 1 });
  });

  it('updateParams: the owner changes valid fields only', () => {
    const chain = createTokensChain({});
    const result = chain.runAction('hive-engine', 'tokens', 'updateParams', {
      tokenCreationFee: '5',
      enableStakingFee: '-1',
      enableDelegationFee: 7,
      blacklist: { scam: 1 },
    });
    expect(result.logs).toEqual({});
    expect(params(chain)).toMatchObject({
      tokenCreationFee: '5',
      enableStakingFee: '1000',
      enableDelegationFee: '1000',
      blacklist: { scam: 1 },
    });
  });

  it('updateParams: anyone else is silently ignored', () => {
    const chain = createTokensChain({});
    expect(chain.runAction('alice', 'tokens', 'updateParams', { tokenCreationFee: '0' }).logs).toEqual({});
    expect(params(chain).tokenCreationFee).toBe('100');
  });
});
