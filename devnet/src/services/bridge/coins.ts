/** A coin of the converter (cross-chain bridge) API. */
export interface BridgeCoin {
  symbol: string;
  display_name: string;
  /** `hiveengine` coins are the sidechain side of a pair; the client skips them in its list. */
  coin_type: 'crypto' | 'eos' | 'hiveengine';
  our_account: string;
  can_issue: boolean;
}

export interface BridgePair {
  from_coin_symbol: string;
  to_coin_symbol: string;
  exchange_rate: string;
}

/** The converter's own account on the sidechain: withdrawals are token transfers to it. */
export const CONVERTER_ACCOUNT = 'graphene-swap';
/** Coins whose deposits are addressed by account + memo instead of a deposit address. */
export const MEMO_COINS = new Set(['EOS']);
export const CONVERSION_FEE_RATE = '0.0075';

const EXTERNAL: [string, string, BridgeCoin['coin_type']][] = [
  ['BTC', 'Bitcoin', 'crypto'],
  ['LTC', 'Litecoin', 'crypto'],
  ['DOGE', 'Dogecoin', 'crypto'],
  ['BCH', 'Bitcoin Cash', 'crypto'],
  ['EOS', 'EOS', 'eos'],
];

export const COINS: BridgeCoin[] = EXTERNAL.flatMap(([symbol, name, type]) => [
  { symbol, display_name: name, coin_type: type, our_account: CONVERTER_ACCOUNT, can_issue: false },
  { symbol: `SWAP.${symbol}`, display_name: `${name} (Hive Engine)`, coin_type: 'hiveengine' as const, our_account: CONVERTER_ACCOUNT, can_issue: true },
]);

export const PAIRS: BridgePair[] = EXTERNAL.flatMap(([symbol]) => [
  { from_coin_symbol: symbol, to_coin_symbol: `SWAP.${symbol}`, exchange_rate: '1.00000000' },
  { from_coin_symbol: `SWAP.${symbol}`, to_coin_symbol: symbol, exchange_rate: '1.00000000' },
]);
