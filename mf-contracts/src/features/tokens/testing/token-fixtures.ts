import type { Metric, Settings, Token } from '@tdx/contracts';

/** A listed token's row as `queries.getTokens` gives it, for the feature's tests. */
export const token = (symbol: string, fields: Partial<Token> = {}): Token => ({
  _id: 1, issuer: 'bob', symbol, name: `${symbol} token`, precision: 3, maxSupply: '1000000.000', supply: '2000.000', circulatingSupply: '1000.000', metadata: {}, icon: '', ...fields,
});

/** Seconds, as the metrics' expirations. */
export const NOW_SECONDS = 1_800_000_000;

export const metric = (symbol: string, fields: Partial<Metric> = {}): Metric => ({
  symbol, volume: '100.00000000', volumeExpiration: NOW_SECONDS + 3600, lastPrice: '0.50000000', lowestAsk: '0.6', highestBid: '0.4', lastDayPrice: '0.4', lastDayPriceExpiration: NOW_SECONDS + 3600, priceChangePercent: '25.00%', priceChangeHive: '0.1', ...fields,
});

export const settingsWith = (lists: Pick<Settings, 'deprecated_tokens' | 'disabled_tokens'>): Settings => ({
  maintenance: false, native_token: 'BEE', announcements: [], nodes: [], sidechain_id: 'ssc-mainnet-hive', sidechain_rpc: '', ...lists,
});
