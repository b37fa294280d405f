import { bridgeApi, evmBridgeApi } from '@tdx/api';
import type { EvmNetwork, EvmToken } from '@tdx/contracts';
import { defineQuery } from '@tdx/data';

/** The bridges' lists change rarely: an answer is fresh for five minutes. */
const LIST_FRESH_MS = 300_000;

export interface EvmChainTokens {
  tokens: EvmToken[];
  /** Withdrawal gas fee by Hive Engine symbol; null where the bridge did not say. */
  fees: Record<string, string | null>;
}

/** One EVM bridge's tokens and the withdrawal fee of each (and of the chain's own coin, when named); rejects when the list fails. */
export const evmChainTokensQuery = defineQuery({
  key: ({ network, nativeSymbol }: { network: EvmNetwork; nativeSymbol: string | null }) => ['bridge', 'evm-tokens', network, nativeSymbol],
  fetch: async ({ network, nativeSymbol }: { network: EvmNetwork; nativeSymbol: string | null }): Promise<EvmChainTokens> => {
    const api = evmBridgeApi[network];
    const tokens = await api.loadSupportedTokens();
    const symbols = [...(nativeSymbol ? [nativeSymbol] : []), ...tokens.map((token) => token.pegged_token_symbol)];
    const fees = await Promise.all(symbols.map((symbol) => api.getWithdrawalFee(symbol).catch(() => null)));
    return { tokens, fees: Object.fromEntries(symbols.map((symbol, index) => [symbol, fees[index]])) };
  },
  staleTime: LIST_FRESH_MS,
});

/** The converter's coins and their Hive Engine tokens; rejects when the converter fails. */
export const converterCoinsQuery = defineQuery({
  key: () => ['bridge', 'converter-coins'],
  fetch: () => bridgeApi.loadPeggedTokens(),
  staleTime: LIST_FRESH_MS,
});
