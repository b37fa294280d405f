import { metric, NOW_SECONDS, settingsWith, token } from '../testing/token-fixtures';
import { tokenListRows, type TokenListRow, type TokenListSources } from './token-rows';

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
const bySymbol = (list: TokenListRow[]) => new Map(list.map((row) => [row.symbol, row]));
/** The exact figures as text (null stays null), beside the sort figures. */
const exact = (row: TokenListRow) => {
  const { priceUsd, change, volumeUsd, marketCapUsd, circulatingSupply } = row.exact();
  return [priceUsd, change, volumeUsd, marketCapUsd, circulatingSupply].map((value) => value?.toFixed() ?? null);
};
const sorting = (row: TokenListRow) => [row.figures.price, row.figures.change, row.figures.volume, row.figures.marketCap, row.figures.supply];

describe('tokenListRows', () => {
  it('drops disabled tokens and marks deprecated ones', () => {
    expect(rows().map((row) => [row.symbol, row.deprecated])).toEqual([['BEE', false], ['OLD', true], ['NEW', false]]);
  });

  it('prices in USD from the last trade and the HIVE price, with volume, market cap and the 24 h change', () => {
    const bee = bySymbol(rows()).get('BEE')!;
    // price 0.5 HIVE × $0.2; change 25 %; volume 100 HIVE × $0.2; market cap 1000 circulating × $0.1
    expect(exact(bee)).toEqual(['0.1', '25', '20', '100', '1000']);
    expect(sorting(bee)).toEqual([0.1, 25, 20, 100, 1000]);
  });

  it('gives a token without a trade no price and no market cap, and a volume of 0', () => {
    const list = bySymbol(rows());
    expect(exact(list.get('OLD')!)).toEqual([null, '25', '0', null, '1000']);
    expect(exact(list.get('NEW')!)).toEqual([null, null, '0', null, '1000']);
    expect(sorting(list.get('NEW')!)).toEqual([null, null, 0, null, 1000]);
  });

  it('counts the 24 h change and volume only while their day lasts', () => {
    const [expired] = rows({ tokens: [token('BEE')], metrics: [metric('BEE', { volumeExpiration: NOW_SECONDS, lastDayPriceExpiration: NOW_SECONDS - 1 })] });
    expect(exact(expired)).toEqual(['0.1', null, '0', '100', '1000']);
    expect(sorting(expired)).toEqual([0.1, null, 0, 100, 1000]);
    const [falling] = rows({ tokens: [token('BEE')], metrics: [metric('BEE', { priceChangePercent: '-4.17%' })] });
    expect([falling.exact().change?.toFixed(), falling.figures.change]).toEqual(['-4.17', -4.17]);
  });

  it('prices SWAP.HIVE at 1 HIVE (the synthetic metric of the queries)', () => {
    const [swapHive] = rows({ tokens: [token('SWAP.HIVE', { circulatingSupply: '50.000' })], metrics: [metric('SWAP.HIVE', { lastPrice: '1', volume: '0', priceChangePercent: '0%' })] });
    expect(exact(swapHive)).toEqual(['0.2', '0', '0', '10', '50']);
  });

  it('has no USD figure without the HIVE price, and no market figure at all without metrics', () => {
    const bee = bySymbol(rows({ hivePrice: null })).get('BEE')!;
    expect(exact(bee)).toEqual([null, '25', null, null, '1000']);
    expect(sorting(bee)).toEqual([null, 25, null, null, 1000]);
    const unknown = bySymbol(rows({ metrics: undefined })).get('BEE')!;
    expect(exact(unknown)).toEqual([null, null, null, null, '1000']);
    expect(sorting(unknown)).toEqual([null, null, null, null, 1000]);
  });

  it('lists every token while the settings are unknown', () => {
    expect(rows({ settings: null }).map((row) => row.symbol)).toEqual(['BEE', 'OLD', 'SCAM', 'NEW']);
  });

  it('keeps lowercase search keys and tolerates garbage in hostile rows', () => {
    const [row] = rows({
      tokens: [token('ZWJ', { name: 'B\u200DE\u200DE <SCRIPT>', circulatingSupply: 'lots', issuer: 'Carol' })],
      metrics: [metric('ZWJ', { lastPrice: 'NaN', volume: 'a lot', priceChangePercent: 'up!' })],
    });
    expect([row.symbolKey, row.nameKey, row.issuerKey]).toEqual(['zwj', 'b\u200de\u200de <script>', 'carol']);
    expect(exact(row)).toEqual([null, null, '0', null, '0']);
    expect(sorting(row)).toEqual([null, null, 0, null, 0]);
  });

  it('works the exact figures out once, when first asked', () => {
    const [bee] = rows();
    expect(bee.exact()).toBe(bee.exact());
  });
});
