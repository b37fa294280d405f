import type { DisabledTransfer, EvmBridgeSettings, EvmNetwork, EvmToken, PeggedToken, Settings } from '@tdx/contracts';

export const HIVE_SYMBOL = 'HIVE';
export const SWAP_HIVE = 'SWAP.HIVE';

/** A coin that can be moved onto (deposit) or off (withdraw) the sidechain, and how. */
export type TransferOption =
  | { kind: 'hive'; key: string; label: string; coin: string; pegged: string }
  | { kind: 'converter'; key: string; label: string; coin: string; pegged: string }
  | { kind: 'evm'; key: string; label: string; coin: string; pegged: string; network: EvmNetwork; depositEnabled: boolean; withdrawEnabled: boolean };

export type TransferDirection = 'deposit' | 'withdraw';

export const NETWORK_NAMES: Record<EvmNetwork, string> = { eth: 'Ethereum', bsc: 'BNB Smart Chain', polygon: 'Polygon' };

/** HIVE first, then the converter's coins and every bridged EVM token, by name. */
export function transferOptions(pegged: readonly PeggedToken[], evm: readonly EvmToken[]): TransferOption[] {
  const converter = pegged
    .filter((token) => token.symbol !== HIVE_SYMBOL)
    .map((token): TransferOption => ({ kind: 'converter', key: `converter:${token.symbol}`, label: `${token.name} (${token.symbol})`, coin: token.symbol, pegged: token.pegged_token_symbol }));
  const bridged = evm.map(
    (token): TransferOption => ({
      kind: 'evm',
      key: `evm:${token.network}:${token.pegged_token_symbol}`,
      label: `${token.name} (${token.symbol}, ${NETWORK_NAMES[token.network]})`,
      coin: token.symbol,
      pegged: token.pegged_token_symbol,
      network: token.network,
      depositEnabled: token.depositEnabled,
      withdrawEnabled: token.withdrawEnabled,
    }),
  );
  const hive: TransferOption = { kind: 'hive', key: 'hive', label: 'HIVE', coin: HIVE_SYMBOL, pegged: SWAP_HIVE };
  return [hive, ...[...converter, ...bridged].sort((a, b) => a.label.localeCompare(b.label))];
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
