import type { Metric, Settings } from '@tdx/contracts';
import { settings$ } from '@tdx/settings';
import { selectHighlights, toHighlight } from './highlights';

const NOW = 1_700_000_000;
const FRESH = NOW + 3600;
const STALE = NOW - 1;

function metric(symbol: string, fields: Partial<Metric> = {}): Metric {
  return {
    symbol,
    volume: '100',
    volumeExpiration: FRESH,
    lastPrice: '1.5',
    lowestAsk: '1.6',
    highestBid: '1.4',
    lastDayPrice: '1',
    lastDayPriceExpiration: FRESH,
    priceChangePercent: '50.00%',
    priceChangeHive: '0.5',
    ...fields,
  };
}

const symbols = (rows: { symbol: string }[]) => rows.map((row) => row.symbol);

describe('toHighlight', () => {
  it('reads the chain strings as numbers, the % of the change included', () => {
    const row = toHighlight(metric('BEE', { volume: '1234.56789012', priceChangePercent: '-3.21%' }), NOW);
    expect(row?.volume.toString()).toBe('1234.56789012');
    expect(row?.change.toString()).toBe('-3.21');
    expect(row?.lastPrice.toString()).toBe('1.5');
  });

  it('zeroes a volume and a change whose 24 h window has passed', () => {
    const row = toHighlight(metric('BEE', { volumeExpiration: STALE, lastDayPriceExpiration: STALE }), NOW);
    expect(row?.volume.isZero()).toBe(true);
    expect(row?.change.isZero()).toBe(true);
  });

  it('keeps a fresh volume when only the day price has expired', () => {
    const row = toHighlight(metric('BEE', { lastDayPriceExpiration: NOW }), NOW);
    expect(row?.volume.toString()).toBe('100');
    expect(row?.change.isZero()).toBe(true);
  });

  it('drops rows without a usable price and survives hostile numbers', () => {
    expect(toHighlight(metric('NONE', { lastPrice: '0' }), NOW)).toBeNull();
    expect(toHighlight(metric('BAD', { lastPrice: '<script>' }), NOW)).toBeNull();
    const row = toHighlight(metric('ODD', { volume: 'lots', priceChangePercent: 'NaN%' }), NOW);
    expect(row?.volume.isZero()).toBe(true);
    expect(row?.change.isZero()).toBe(true);
  });
});

describe('selectHighlights', () => {
  beforeEach(() => {
    settings$.next({ deprecated_tokens: ['OLD'], disabled_tokens: ['DEAD'] } as Settings);
  });
  afterAll(() => settings$.next(null));

  it('ranks by fresh 24 h volume, largest first, without deprecated, disabled, stale or SWAP.HIVE rows', () => {
    const { topVolume } = selectHighlights(
      [
        metric('SMALL', { volume: '9.99999999' }),
        metric('BIG', { volume: '1000.5' }),
        metric('OLD', { volume: '5000' }),
        metric('DEAD', { volume: '6000' }),
        metric('STALE', { volume: '7000', volumeExpiration: STALE }),
        metric('SWAP.HIVE', { volume: '8000', lastPrice: '1' }),
        metric('MID', { volume: '10' }),
        metric('QUIET', { volume: '0' }),
      ],
      NOW,
    );
    expect(symbols(topVolume)).toEqual(['BIG', 'MID', 'SMALL']);
  });

  it('compares volumes as decimals, not as text or floats', () => {
    const { topVolume } = selectHighlights(
      [metric('A', { volume: '9.00000001' }), metric('B', { volume: '10' }), metric('C', { volume: '9.000000009' })],
      NOW,
    );
    expect(symbols(topVolume)).toEqual(['B', 'A', 'C']);
  });

  it('ranks movers by the size of the fresh change either way and ignores flat or stale changes', () => {
    const { movers } = selectHighlights(
      [
        metric('UP', { priceChangePercent: '12.5%' }),
        metric('DOWN', { priceChangePercent: '-40%' }),
        metric('FLAT', { priceChangePercent: '0%' }),
        metric('OLDNEWS', { priceChangePercent: '90%', lastDayPriceExpiration: STALE }),
        metric('OLD', { priceChangePercent: '95%' }),
        metric('SLIGHT', { priceChangePercent: '0.01%' }),
      ],
      NOW,
    );
    expect(symbols(movers)).toEqual(['DOWN', 'UP', 'SLIGHT']);
  });

  it('breaks ties by volume, then by symbol, and keeps the requested count', () => {
    const rows = [
      metric('B', { volume: '5', priceChangePercent: '10%' }),
      metric('A', { volume: '5', priceChangePercent: '-10%' }),
      metric('C', { volume: '50', priceChangePercent: '10%' }),
    ];
    expect(symbols(selectHighlights(rows, NOW).movers)).toEqual(['C', 'A', 'B']);
    expect(symbols(selectHighlights(rows, NOW, 2).topVolume)).toEqual(['C', 'A']);
  });
});
