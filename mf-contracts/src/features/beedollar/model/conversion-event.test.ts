import { conversionEventOf } from './conversion-event';

const EVENT = { contract: 'beedollar', event: 'beeConversion', data: { to: 'bob', fee: '0.10000000', bee: '9.90000000', beed: '0.9900', beePriceInUSD: '0.10000000' } };

describe('conversionEventOf', () => {
  it('reads the beeConversion event among the transaction’s events', () => {
    const logs = JSON.stringify({ events: [{ contract: 'tokens', event: 'transfer', data: {} }, EVENT] });
    expect(conversionEventOf(logs)).toEqual({ fee: '0.10000000', bee: '9.90000000', beed: '0.9900', beePriceInUSD: '0.10000000' });
  });

  it.each([
    ['no event', '{}'],
    ['errors only', JSON.stringify({ errors: ['not enough balance'] })],
    ['another contract’s event', JSON.stringify({ events: [{ ...EVENT, contract: 'tokens' }] })],
    ['a field that is not text', JSON.stringify({ events: [{ ...EVENT, data: { ...EVENT.data, beed: 1 } }] })],
    ['logs that are not JSON', 'not json'],
    ['JSON null', 'null'],
  ])('gives nothing for %s', (_case, logs) => {
    expect(conversionEventOf(logs)).toBeNull();
  });
});
