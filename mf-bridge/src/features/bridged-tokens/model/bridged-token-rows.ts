import type { BridgeChain, EvmBridgeSettings, EvmNetwork, EvmToken, PeggedCoinInfo, PeggedToken, Settings } from '@tdx/contracts';
import { isBridgeChain } from '../../../shared';

/** Whether a direction is open, and why not when the settings say. */
export interface DirectionState {
  enabled: boolean;
  reason: string | null;
}

/** One bridged token as the contracts page lists it. */
export interface BridgedTokenRow {
  /** Hive Engine symbol. */
  symbol: string;
  chain: BridgeChain;
  /** The coin on its own chain. */
  coin: string;
  /** Token contract on an EVM chain; null for a chain's own coin. */
  contract: string | null;
  chainDecimals: number | null;
  deposit: DirectionState;
  withdraw: DirectionState;
  /** The bridge's withdrawal fee, in words. */
  fee: string;
  /** Smallest withdrawal the site accepts, when the settings name one. */
  minimum: string | null;
}

type TransferSettings = Pick<Settings, 'disabled_deposits' | 'disabled_withdrawals' | 'minimum_withdrawals'> | null;

export const CONVERTER_FEE_TEXT = '0.75 %';
const EVM_FEE_RATE_TEXT = '1 %';
/** Decimals of the converter coins on their own chains. */
const CONVERTER_DECIMALS: Record<string, number> = { BTC: 8, LTC: 8, DOGE: 8, BCH: 8, EOS: 4 };
const NATIVE_DECIMALS = 18;

function direction(enabled: boolean, symbol: string, disabled: Settings['disabled_deposits']): DirectionState {
  const entry = disabled?.find((candidate) => candidate.symbol === symbol);
  return entry ? { enabled: false, reason: entry.reason } : { enabled, reason: enabled ? null : 'Switched off by the bridge' };
}

function minimumOf(settings: TransferSettings, symbol: string): string | null {
  const entry = settings?.minimum_withdrawals?.find(([candidate]) => candidate === symbol);
  return entry ? String(entry[1]) : null;
}

const evmFee = (gas: string | null | undefined, nativeCoin: string) => (gas ? `${EVM_FEE_RATE_TEXT} + ${gas} ${nativeCoin} gas` : `${EVM_FEE_RATE_TEXT} + gas`);

/** The chain's own coin (ETH, BNB, POL) from the settings of its bridge. */
export function nativeCoinOf(bridge: EvmBridgeSettings | undefined): PeggedCoinInfo | null {
  return bridge?.ethereum ?? bridge?.bnb ?? bridge?.pol ?? null;
}

/** One EVM chain's tokens and its own coin; `fees` by Hive Engine symbol (absent when the bridge did not say). */
export function evmRows(network: EvmNetwork, tokens: readonly EvmToken[], fees: Readonly<Record<string, string | null>>, settings: TransferSettings, native: PeggedCoinInfo | null): BridgedTokenRow[] {
  const nativeSymbol = native?.symbol ?? 'native coin';
  const rows = tokens.map((token) => ({
    symbol: token.pegged_token_symbol,
    chain: network,
    coin: token.symbol,
    contract: token.contract_address,
    chainDecimals: token.evm_precision,
    deposit: direction(token.depositEnabled, token.pegged_token_symbol, settings?.disabled_deposits),
    withdraw: direction(token.withdrawEnabled, token.pegged_token_symbol, settings?.disabled_withdrawals),
    fee: evmFee(fees[token.pegged_token_symbol], nativeSymbol),
    minimum: minimumOf(settings, token.pegged_token_symbol),
  }));
  if (!native) return rows;
  const coin: BridgedTokenRow = {
    symbol: native.pegged_token_symbol,
    chain: network,
    coin: native.symbol,
    contract: null,
    chainDecimals: NATIVE_DECIMALS,
    deposit: direction(true, native.pegged_token_symbol, settings?.disabled_deposits),
    withdraw: direction(true, native.pegged_token_symbol, settings?.disabled_withdrawals),
    fee: evmFee(fees[native.pegged_token_symbol], nativeSymbol),
    minimum: minimumOf(settings, native.pegged_token_symbol),
  };
  return [coin, ...rows];
}

/** The converter's coins (BTC, LTC …); HIVE, which goes through the peg, is not one. */
export function converterRows(pegged: readonly PeggedToken[], settings: TransferSettings): BridgedTokenRow[] {
  return pegged.flatMap((token) => {
    const chain = token.symbol.toLowerCase();
    if (!isBridgeChain(chain) || !(token.symbol in CONVERTER_DECIMALS)) return [];
    return [
      {
        symbol: token.pegged_token_symbol,
        chain,
        coin: token.symbol,
        contract: null,
        chainDecimals: CONVERTER_DECIMALS[token.symbol],
        deposit: direction(true, token.pegged_token_symbol, settings?.disabled_deposits),
        withdraw: direction(true, token.pegged_token_symbol, settings?.disabled_withdrawals),
        fee: CONVERTER_FEE_TEXT,
        minimum: minimumOf(settings, token.pegged_token_symbol),
      },
    ];
  });
}
