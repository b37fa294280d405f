import { metric, NOW_SECONDS, settingsWith, token } from '../testing/token-fixtures';
import { dailyChange, dailyVolumeHive, tokenListRows, type TokenListSources } from './token-rows';

const SETTINGS = settingsWith({ deprecated_tokens: ['OLD'], disabled_tokens: ['SCAM'] });

function rows(overrides: Partial<TokenListSources> = {}) {
  return tokenListRows({
    tokens: [token('BEE'), token('OLD'), token('SCAM'), token('NEW')],
    metrics: [metric('BEE'), metric('OLD', { lastPrice: '0', volume: '0' })],
    settings: SETTINGS,
    hivePrice: 0.2,
    nowSeconds: NOW_SECONDS,
    ...overrides,
  });
}
const bySymbol = (list: ReturnType<typeof rows>) => new Map(list.map((row) => [row.symbol, row]));

describe('tokenListRows', () => {
  it('drops disabled tokens and marks deprecated ones', () => {
    const list = rows();
    expect(list.map((row) => [row.symbol, row.deprecated])).toEqual([['BEE', false], ['OLD', true], ['NEW', false]]);
  });

  it('prices in USD from the last trade and the HIVE price, with volume, market cap and the 24 h change', () => {
    const bee = bySymbol(rows()).get('BEE')!;
    // 0.5 HIVE × $0.2
    expect(bee.priceUsd?.toFixed()).toBe('0.1');
    // 100 HIVE traded × $0.2
    expect(bee.volumeUsd?.toFixed()).toBe('20');
    // 1000 circulating × $0.1
    expect(bee.marketCapUsd?.toFixed()).toBe('100');
    expect(bee.change?.toFixed()).toBe('25');
    expect(bee.circulatingSupply.toFixed()).toBe('1000');
    expect(bee.figures).toEqual({ price: 0.1, change: 25, volume: 20, marketCap: 100, supply: 1000 });
  });

  it('gives a token without a trade no price and no market cap, and a volume of 0', () => {
    const list = bySymbol(rows());
    for (const symbol of ['OLD', 'NEW']) {
      const row = list.get(symbol)!;
      expect([row.priceUsd, row.marketCapUsd, row.volumeUsd?.toFixed()]).toEqual([null, null, '0']);
    }
    expect(list.get('NEW')!.change).toBeNull();
  });

  it('prices SWAP.HIVE at 1 HIVE (the synthetic metric of the queries)', () => {
    const [swapHive] = rows({ tokens: [token('SWAP.HIVE', { circulatingSupply: '50.000' })], metrics: [metric('SWAP.HIVE', { lastPrice: '1', volume: '0', priceChangePercent: '0%' })] });
    expect([swapHive.priceUsd?.toFixed(), swapHive.marketCapUsd?.toFixed()]).toEqual(['0.2', '10']);
  });

  it('has no USD figure without the HIVE price, and no figure at all without metrics', () => {
    const bee = bySymbol(rows({ hivePrice: null })).get('BEE')!;
    expect([bee.priceUsd, bee.volumeUsd, bee.marketCapUsd]).toEqual([null, null, null]);
    expect(bee.change?.toFixed()).toBe('25');
    const unpriced = bySymbol(rows({ metrics: undefined })).get('BEE')!;
    expect([unpriced.priceUsd, unpriced.change, unpriced.volumeUsd?.toFixed()]).toEqual([null, null, '0']);
  });

  it('lists every token while the settings are unknown', () => {
    expect(rows({ settings: null }).map((row) => row.symbol)).toEqual(['BEE', 'OLD', 'SCAM', 'NEW']);
  });

  it('keeps lowercase search keys and tolerates hostile rows', () => {
    const [row] = rows({ tokens: [token('ZWJ', { name: 'B\u200DE\u200DE <SCRIPT>', circulatingSupply: 'lots', issuer: 'Carol' })] });
    expect([row.symbolKey, row.nameKey, row.issuerKey]).toEqual(['zwj', 'b\u200de\u200de <script>', 'carol']);
    expect(row.circulatingSupply.toFixed()).toBe('0');
  });
});

describe('dailyChange and dailyVolumeHive', () => {
  it('count only while their day lasts', () => {
    const over = metric('BEE', { volumeExpiration: NOW_SECONDS, lastDayPriceExpiration: NOW_SECONDS - 1 });
    expect(dailyChange(over, NOW_SECONDS)).toBeNull();
    expect(dailyVolumeHive(over, NOW_SECONDS)).toBeNull();
    expect(dailyChange(metric('BEE', { priceChangePercent: '-4.17%' }), NOW_SECONDS)?.toFixed()).toBe('-4.17');
    expect(dailyChange(metric('BEE', { priceChangePercent: 'garbage' }), NOW_SECONDS)).toBeNull();
    expect(dailyVolumeHive(metric('BEE'), NOW_SECONDS)?.toFixed()).toBe('100');
  });
});
