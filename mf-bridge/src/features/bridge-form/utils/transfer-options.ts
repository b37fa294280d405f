import { CHAIN_NAMES } from '../../../shared';
import type { DisabledTransfer, EvmBridgeSettings, EvmNetwork, EvmToken, PeggedCoinInfo, PeggedToken, Settings } from '@tdx/contracts';

export const HIVE_SYMBOL = 'HIVE';
export const SWAP_HIVE = 'SWAP.HIVE';

/** A coin that can be moved onto (deposit) or off (withdraw) the sidechain, and how. */
export type TransferOption =
  | { kind: 'hive'; key: string; label: string; coin: string; pegged: string }
  | { kind: 'converter'; key: string; label: string; coin: string; pegged: string }
  | {
      kind: 'evm';
      key: string;
      label: string;
      coin: string;
      pegged: string;
      network: EvmNetwork;
      depositEnabled: boolean;
      withdrawEnabled: boolean;
      /** The ERC-20/BEP-20 contract; null for the chain's native coin (ETH, BNB, POL). */
      contractAddress: string | null;
      /** Decimals of the coin on its own chain (18 for the natives). */
      evmPrecision: number;
    };

export type EvmOption = Extract<TransferOption, { kind: 'evm' }>;

export type TransferDirection = 'deposit' | 'withdraw';

/** The EVM chains by name, as the rest of the bridge area names them. */
export const NETWORK_NAMES: Record<EvmNetwork, string> = { eth: CHAIN_NAMES.eth, bsc: CHAIN_NAMES.bsc, polygon: CHAIN_NAMES.polygon };

const NATIVE_PRECISION = 18;

/** Each bridge's native coin, under its own settings key (`ethereum`, `bnb`, `pol`). */
export function nativeCoin(settings: Settings | null, network: EvmNetwork): PeggedCoinInfo | undefined {
  if (network === 'eth') return settings?.eth_bridge?.ethereum;
  return network === 'bsc' ? settings?.bsc_bridge?.bnb : settings?.polygon_bridge?.pol;
}

function tokenGroupEnabled(settings: Settings | null, network: EvmNetwork): boolean {
  const group = network === 'eth' ? settings?.eth_bridge?.erc_20 : network === 'bsc' ? settings?.bsc_bridge?.bep_20 : settings?.polygon_bridge?.erc_20;
  return group?.enabled !== false;
}

const NETWORKS: EvmNetwork[] = ['eth', 'bsc', 'polygon'];

function evmOption(network: EvmNetwork, name: string, coin: string, pegged: string, rest: Pick<EvmOption, 'depositEnabled' | 'withdrawEnabled' | 'contractAddress' | 'evmPrecision'>): EvmOption {
  return { kind: 'evm', key: `evm:${network}:${pegged}`, label: `${name} (${coin}, ${NETWORK_NAMES[network]})`, coin, pegged, network, ...rest };
}

/**
 * HIVE first, then the converter's coins, the EVM chains' native coins (from the settings) and the
 * bridged tokens (a chain's group left out when the settings switch it off), by name.
 */
export function transferOptions(pegged: readonly PeggedToken[], evm: readonly EvmToken[], settings: Settings | null = null): TransferOption[] {
  const converter = pegged
    .filter((token) => token.symbol !== HIVE_SYMBOL)
    .map((token): TransferOption => ({ kind: 'converter', key: `converter:${token.symbol}`, label: `${token.name} (${token.symbol})`, coin: token.symbol, pegged: token.pegged_token_symbol }));
  const natives = NETWORKS.flatMap((network) => {
    const coin = nativeCoin(settings, network);
    if (!coin) return [];
    return [evmOption(network, coin.name, coin.symbol, coin.pegged_token_symbol, { depositEnabled: true, withdrawEnabled: true, contractAddress: null, evmPrecision: NATIVE_PRECISION })];
  });
  const bridged = evm
    .filter((token) => tokenGroupEnabled(settings, token.network))
    .map((token) =>
      evmOption(token.network, token.name, token.symbol, token.pegged_token_symbol, {
        depositEnabled: token.depositEnabled,
        withdrawEnabled: token.withdrawEnabled,
        contractAddress: token.contract_address,
        evmPrecision: token.evm_precision,
      }),
    );
  const hive: TransferOption = { kind: 'hive', key: 'hive', label: 'HIVE', coin: HIVE_SYMBOL, pegged: SWAP_HIVE };
  return [hive, ...[...converter, ...natives, ...bridged].sort((a, b) => a.label.localeCompare(b.label))];
}

const SETTINGS_KEY: Record<TransferDirection, 'disabled_deposits' | 'disabled_withdrawals'> = { deposit: 'disabled_deposits', withdraw: 'disabled_withdrawals' };

/** Why this option cannot be used in this direction (site settings first, then the EVM bridge's flags), or null. */
export function disabledReason(option: TransferOption, direction: TransferDirection, settings: Settings | null): string | null {
  const listed: DisabledTransfer[] = settings?.[SETTINGS_KEY[direction]] ?? [];
  const entry = listed.find((item) => item.symbol === option.pegged || item.symbol === option.coin);
  if (entry) return entry.reason || `${direction === 'deposit' ? 'Deposits' : 'Withdrawals'} of ${option.coin} are disabled.`;
  if (option.kind === 'evm') {
    const enabled = direction === 'deposit' ? option.depositEnabled : option.withdrawEnabled;
    if (!enabled) return `The ${NETWORK_NAMES[option.network]} bridge has paused ${direction === 'deposit' ? 'deposits' : 'withdrawals'} of ${option.coin}.`;
    if (!evmBridgeSettings(settings, option.network)) return `The ${NETWORK_NAMES[option.network]} bridge is not configured on this site.`;
  }
  return null;
}

const BRIDGE_SETTINGS_KEY: Record<EvmNetwork, 'eth_bridge' | 'bsc_bridge' | 'polygon_bridge'> = { eth: 'eth_bridge', bsc: 'bsc_bridge', polygon: 'polygon_bridge' };

/** The site's settings of one EVM bridge (its Hive account and gateway address), when complete. */
export function evmBridgeSettings(settings: Settings | null, network: EvmNetwork): EvmBridgeSettings | null {
  const bridge = settings?.[BRIDGE_SETTINGS_KEY[network]];
  return bridge && bridge.account && bridge.gateway_address ? bridge : null;
}
