import type { EvmNetwork, EvmToken } from '@tdx/contracts';
import { cachedWithFallback, LIST_CACHE_MS } from '../cache';
import type { RestClient } from './client';

/** Token list row: symbol and precision keys are named after the network (`ethereumSymbol`, `bscPrecision` …). */
type EvmTokenRow = {
  name: string;
  heSymbol: string;
  contractAddress: string;
  depositEnabled?: boolean;
  withdrawEnabled?: boolean;
} & Record<string, unknown>;

/** Polygon serves its ERC-20 list under `erc20`. */
const TOKEN_LIST_PATH: Record<EvmNetwork, string> = {
  eth: 'utils/tokens/erc20',
  bsc: 'utils/tokens/bep20',
  polygon: 'utils/tokens/erc20',
};

/** Field-name prefix of each chain in the bridge's answers (`ethereumAddress`, `bscSymbol` …). */
const FIELD_PREFIX: Record<EvmNetwork, string> = { eth: 'ethereum', bsc: 'bsc', polygon: 'polygon' };

function toEvmToken(row: EvmTokenRow, network: EvmNetwork): EvmToken {
  const prefix = FIELD_PREFIX[network];
  return {
    name: row.name,
    symbol: String(row[`${prefix}Symbol`] ?? ''),
    pegged_token_symbol: row.heSymbol,
    contract_address: row.contractAddress,
    evm_precision: Number(row[`${prefix}Precision`] ?? 0),
    network,
    depositEnabled: row.depositEnabled === true,
    withdrawEnabled: row.withdrawEnabled === true,
  };
}

/** Path segment of the registered-address lookup (`utils/ethaddress/<user>` …). */
const ADDRESS_PATH: Record<EvmNetwork, string> = { eth: 'ethaddress', bsc: 'bscaddress', polygon: 'polygonaddress' };

/** One chain's EVM bridge: the supported-token list (cached 300 s; empty on failure) and generic GET. */
export function createEvmBridgeApi(client: RestClient, network: EvmNetwork, now?: () => number) {
  /** The supported-token list, uncached; rejects when the bridge fails. */
  const loadSupportedTokens = async () => (await client.get<EvmTokenRow[]>(TOKEN_LIST_PATH[network])).map((row) => toEvmToken(row, network));
  return {
    get: client.get,
    /** The EVM address a Hive account registered with this bridge; rejects (404) when there is none. */
    async getRegisteredAddress(account: string): Promise<string> {
      const answer = await client.get<Record<string, unknown>>(`utils/${ADDRESS_PATH[network]}/${encodeURIComponent(account)}`);
      const address = answer[`${FIELD_PREFIX[network]}Address`];
      if (typeof address !== 'string') throw new Error(`The ${network} bridge answered without an address`);
      return address;
    },
    loadSupportedTokens,
    /** The gas fee (in the chain's native coin) the bridge takes for withdrawing one token, by its sidechain symbol. */
    async getWithdrawalFee(symbol: string): Promise<string> {
      const fee = await client.get<unknown>(`utils/withdrawalfee/${encodeURIComponent(symbol)}`);
      if (typeof fee !== 'number' && typeof fee !== 'string') throw new Error(`The ${network} bridge answered an invalid fee`);
      return String(fee);
    },
    getSupportedTokens: cachedWithFallback(loadSupportedTokens, {
      ttlMs: LIST_CACHE_MS,
      fallback: [],
      failureMessage: `Failed to fetch ${network} bridge tokens`,
      now,
    }),
  };
}
