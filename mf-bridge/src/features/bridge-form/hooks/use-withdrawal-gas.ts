import { useData, type DataState } from '@tdx/data';
import type { Settings } from '@tdx/contracts';
import { gasFeesQuery, type GasFees } from '../api/evm-gas';
import { gasFeeCovered } from '../utils/gas-reserve';
import { evmBridgeSettings, nativeCoin, type TransferOption } from '../utils/transfer-options';

export interface WithdrawalGas {
  fees: DataState<GasFees>;
  /** A token's gas is paid from the reserve; a native coin's is taken off the amount. */
  fromReserve: boolean;
  /** The pegged native coin paying the gas (SWAP.ETH …), when the settings name it. */
  nativeSymbol: string | undefined;
  /** The bridge's Hive account (where gas deposits go), when configured. */
  bridgeAccount: string | undefined;
  /** Nothing may be sent: the fee is unknown, or (tokens) the reserve does not cover it or cannot be topped up. */
  blocks: boolean;
}

/** The gas of an EVM withdrawal, reloaded after every confirmed wallet action; null for other coins. */
export function useWithdrawalGas(option: TransferOption, account: string, settings: Settings | null): WithdrawalGas | null {
  const evm = option.kind === 'evm' ? option : null;
  const fees = useData(gasFeesQuery, evm ? { network: evm.network, symbol: evm.pegged, account } : null);
  if (!evm) return null;
  const fromReserve = evm.contractAddress !== null;
  const nativeSymbol = nativeCoin(settings, evm.network)?.pegged_token_symbol;
  const known = fees.failed ? undefined : fees.data;
  const covered = known !== undefined && gasFeeCovered(known);
  return {
    fees,
    fromReserve,
    nativeSymbol,
    bridgeAccount: evmBridgeSettings(settings, evm.network)?.account,
    blocks: fromReserve ? !covered || !nativeSymbol : known === undefined,
  };
}
