import { tokenActions } from './payloads';

const tokens = (contractAction: string, contractPayload: object) => ({ contractName: 'tokens', contractAction, contractPayload });

describe('tokenActions', () => {
  it('build the exact payloads of the tokens contract', () => {
    expect(tokenActions.transfer('BEE', 'carol', '1.5', 'hi')).toEqual(tokens('transfer', { symbol: 'BEE', to: 'carol', quantity: '1.5', memo: 'hi' }));
    expect(tokenActions.stake('BEE', 'bob', '2')).toEqual(tokens('stake', { to: 'bob', symbol: 'BEE', quantity: '2' }));
    expect(tokenActions.unstake('BEE', '3')).toEqual(tokens('unstake', { symbol: 'BEE', quantity: '3' }));
    expect(tokenActions.cancelUnstake('abc-1')).toEqual(tokens('cancelUnstake', { txID: 'abc-1' }));
    expect(tokenActions.delegate('BEE', 'dave', '4')).toEqual(tokens('delegate', { to: 'dave', symbol: 'BEE', quantity: '4' }));
    expect(tokenActions.undelegate('BEE', 'dave', '4')).toEqual(tokens('undelegate', { from: 'dave', symbol: 'BEE', quantity: '4' }));
    expect(tokenActions.enableStaking('GAMER', 14, 2)).toEqual(tokens('enableStaking', { symbol: 'GAMER', unstakingCooldown: 14, numberTransactions: 2 }));
    expect(tokenActions.enableDelegation('GAMER', 7)).toEqual(tokens('enableDelegation', { symbol: 'GAMER', undelegationCooldown: 7 }));
    expect(tokenActions.transferOwnership('GAMER', 'carol')).toEqual(tokens('transferOwnership', { symbol: 'GAMER', to: 'carol' }));
    expect(tokenActions.updateMetadata('GAMER', { url: 'https://a.b', icon: '', desc: 'x' })).toEqual(
      tokens('updateMetadata', { symbol: 'GAMER', metadata: { url: 'https://a.b', icon: '', desc: 'x' } }),
    );
    expect(tokenActions.updatePrecision('GAMER', 5)).toEqual(tokens('updatePrecision', { symbol: 'GAMER', precision: 5 }));
  });

  it('create sends url only when there is one, precision as a number and maxSupply as a string', () => {
    const token = { name: 'Bob Token', symbol: 'BOBT', precision: 3, maxSupply: '1000.5' };
    expect(tokenActions.create({ ...token, url: 'https://bob.example' })).toEqual(tokens('create', { name: 'Bob Token', symbol: 'BOBT', url: 'https://bob.example', precision: 3, maxSupply: '1000.5' }));
    expect(tokenActions.create({ ...token, url: '' })).toEqual(tokens('create', { name: 'Bob Token', symbol: 'BOBT', precision: 3, maxSupply: '1000.5' }));
  });

  it('issue upper-cases the symbol and lower-cases the recipient (spec §5)', () => {
    expect(tokenActions.issue('gamer', 'Carol', '10')).toEqual(tokens('issue', { symbol: 'GAMER', to: 'carol', quantity: '10' }));
  });

  it('keeps numbers as numbers and quantities as strings', () => {
    const staking = tokenActions.enableStaking('X', 1, 1).contractPayload;
    expect(typeof staking.unstakingCooldown).toBe('number');
    expect(typeof tokenActions.stake('X', 'bob', '1').contractPayload.quantity).toBe('string');
  });
});
