import { balanceAmount, tokenOf } from '../tokens/test-fixtures';
import { convert, createBeeDollarChain, poolRows } from './test-fixtures';

describe('beedollar.convert', () => {
  it('burns the whole quantity and issues BEED for it, less the 1 % fee, at the pools price', () => {
    const chain = createBeeDollarChain();
    const result = convert(chain, 'alice', '10');
    expect(result.logs).toEqual({
      events: [
        { contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'null', symbol: 'BEE', quantity: '10' } },
        { contract: 'tokens', event: 'transferFromContract', data: { from: 'tokens', to: 'alice', symbol: 'BEED', quantity: '0.9900' } },
        {
          contract: 'beedollar',
          event: 'beeConversion',
          data: { to: 'alice', fee: '0.10000000', bee: '9.90000000', beed: '0.9900', beePriceInUSD: '0.10000000' },
        },
      ],
    });
    expect(balanceAmount(chain, 'alice', 'BEE')).toBe('90.00000000');
    expect(balanceAmount(chain, 'alice', 'BEED')).toBe('0.9900');
    expect(balanceAmount(chain, 'null', 'BEE')).toBe('10');
    expect(tokenOf(chain, 'BEED')).toMatchObject({ supply: '0.9900', circulatingSupply: '0.9900' });
  });

  it('converts with the exact roundings of the contract', () => {
    const chain = createBeeDollarChain(poolRows('0.12345678', '0.33333333'));
    const result = convert(chain, 'alice', '1.23456789');
    expect(result.logs.events?.at(-1)?.data).toEqual({ to: 'alice', fee: '0.01234568', bee: '1.22222221', beed: '0.0502', beePriceInUSD: '0.04115225' });
    expect(balanceAmount(chain, 'alice', 'BEE')).toBe('98.76543211');
  });

  it.each([
    ['not signed with the active key', 'alice', '10', false, 'you must use a custom_json signed with your active key'],
    ['a number', 'alice', 10, true, 'invalid params'],
    ['empty', 'alice', '', true, 'invalid params'],
    ['not a number', 'alice', 'ten', true, 'invalid params'],
    ['below the minimum', 'alice', '0.99999999', true, 'amount to convert must be >= 1'],
    ['more decimals than BEE has', 'alice', '1.000000001', true, 'symbol precision mismatch'],
    ['more than the balance', 'alice', '100.00000001', true, 'not enough balance'],
    ['without a BEE balance', 'bob', '1', true, 'not enough balance'],
  ])('refuses a quantity %s', (_case, sender, quantity, active, message) => {
    const chain = createBeeDollarChain();
    expect(convert(chain, sender, quantity, active).logs).toEqual({ errors: [message] });
    expect(balanceAmount(chain, 'alice', 'BEE')).toBe('100.00000000');
    expect(tokenOf(chain, 'BEED').supply).toBe('0.0000');
  });

  it('refuses an issuance under 0.0001 BEED, naming the price', () => {
    const chain = createBeeDollarChain(poolRows('0.00010000', '0.00010000'));
    expect(convert(chain, 'alice', '1').logs).toEqual({ errors: ['resulting token issuance is too small; BEE price is 0.00000001'] });
    expect(balanceAmount(chain, 'alice', 'BEE')).toBe('100.00000000');
  });

  it('prices BEE at 0 without the pools', () => {
    const chain = createBeeDollarChain([]);
    expect(convert(chain, 'alice', '1').logs).toEqual({ errors: ['resulting token issuance is too small; BEE price is 0.00000000'] });
  });

  it('leaves the issuing of BEED to the contract', () => {
    const chain = createBeeDollarChain();
    const result = chain.runAction('alice', 'tokens', 'issue', { symbol: 'BEED', to: 'alice', quantity: '1' });
    expect(result.logs).toEqual({ errors: ['not allowed to issue tokens'] });
  });
});

describe('beedollar.updateParams', () => {
  it('lets the owner change the minimum and the fee, ignoring bad values', () => {
    const chain = createBeeDollarChain();
    chain.runAction('hive-engine', 'beedollar', 'updateParams', { minConvertibleAmount: '5', feePercentage: '0' });
    chain.runAction('hive-engine', 'beedollar', 'updateParams', { minConvertibleAmount: '-1', feePercentage: 2 });
    expect(convert(chain, 'alice', '4').logs).toEqual({ errors: ['amount to convert must be >= 5'] });
    expect(convert(chain, 'alice', '10').logs.events?.at(-1)?.data).toMatchObject({ fee: '0', bee: '10.00000000', beed: '1.0000' });
  });

  it('is silent for anyone else', () => {
    const chain = createBeeDollarChain();
    expect(chain.runAction('alice', 'beedollar', 'updateParams', { minConvertibleAmount: '5' }).logs).toEqual({});
    expect(chain.rows('beedollar', 'params')).toMatchObject([{ minConvertibleAmount: '1', feePercentage: '0.01' }]);
  });
});
