import { TEST_CLOCK_START_MS } from '../../chain/testing';
import { createMarketChain, metricOf, placeBuy, placeSell, rowsOf } from './test-fixtures';

const T0 = TEST_CLOCK_START_MS / 1000;
const HOUR_MS = 3_600_000;

describe('24 h trade history and metrics', () => {
  it('keeps a rolling 24 h volume, prunes old trades and restarts the price-change window', () => {
    const chain = createMarketChain();
    const trade = (seller: string, quantity: string, price: string) => {
      placeSell(chain, seller, quantity, price);
      placeBuy(chain, 'alice', quantity, price);
    };

    trade('bob', '4', '0.5'); // volume 2
    chain.clock.advance(HOUR_MS);
    trade('carol', '5', '0.6'); // volume 3
    expect(metricOf(chain, 'TKN')).toMatchObject({
      volume: '5.00000000', volumeExpiration: T0 + 3600 + 86_400,
      lastPrice: '0.60000000', lastDayPrice: '0.50000000', lastDayPriceExpiration: T0 + 86_400,
      priceChangeHive: '0.10000000', priceChangePercent: '20.00%',
    });

    chain.clock.advance(23.5 * HOUR_MS); // T0 + 24.5 h: the first trade is older than 24 h
    trade('bob', '2', '0.5'); // volume 1
    // 5 − 2 (pruned trade) + 1; the volume window (T0 + 25 h) has not expired
    expect(metricOf(chain, 'TKN')).toMatchObject({
      volume: '4.00000000', volumeExpiration: T0 + 88_200 + 86_400,
      lastPrice: '0.50000000', lastDayPrice: '0.50000000', lastDayPriceExpiration: T0 + 88_200 + 86_400,
      priceChangeHive: '0', priceChangePercent: '0%',
    });
    expect(rowsOf(chain, 'tradesHistory').map((row) => row.timestamp)).toEqual([T0 + 3600, T0 + 88_200]);

    chain.clock.advance(72 * HOUR_MS);
    trade('bob', '1', '0.5'); // volume 0.5, after both windows expired
    expect(metricOf(chain, 'TKN')).toMatchObject({ volume: '0.50000000' });
    expect(rowsOf(chain, 'tradesHistory')).toHaveLength(1);
  });
});
