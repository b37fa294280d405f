import { dataKeys, defineQuery } from '@tdx/data';
import { ApiError, bridgeApi, evmBridgeApi, type ConversionInstructions } from '@tdx/api';
import type { EvmNetwork } from '@tdx/contracts';

/** Where to send `coin` so the converter credits `pegged` to `account` (an address, or an account plus memo). */
export function getConverterDeposit(coin: string, pegged: string, account: string): Promise<ConversionInstructions> {
  return bridgeApi.convert({ from_coin: coin, to_coin: pegged, destination: account });
}

/** The EVM address `account` registered with the bridge of `network`; null when it has none (404). */
export async function getRegisteredEvmAddress(network: EvmNetwork, account: string): Promise<string | null> {
  try {
    return await evmBridgeApi[network].getRegisteredAddress(account);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface ConverterDepositRequest {
  coin: string;
  pegged: string;
  account: string;
}

export const converterDepositQuery = defineQuery({
  key: ({ coin, pegged, account }: ConverterDepositRequest) => ['converter-deposit', account, coin, pegged],
  fetch: ({ coin, pegged, account }: ConverterDepositRequest) => getConverterDeposit(coin, pegged, account),
});

export const registeredEvmAddressQuery = defineQuery({
  key: ({ network, account }: { network: EvmNetwork; account: string }) => [...dataKeys.account(account), 'evm-address', network],
  fetch: ({ network, account }: { network: EvmNetwork; account: string }) => getRegisteredEvmAddress(network, account),
});
