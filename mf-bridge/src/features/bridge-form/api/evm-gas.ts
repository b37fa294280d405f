import { dataKeys, defineQuery } from '@tdx/data';
import { evmBridgeApi } from '@tdx/api';
import type { EvmNetwork } from '@tdx/contracts';
import BigNumber from 'bignumber.js';

export interface GasFees {
  /** Gas the bridge charges for this withdrawal, in the chain's native coin. */
  fee: string;
  /** What the account has reserved for gas with this bridge. */
  reserve: string;
}

function amountOf(value: unknown, what: string): string {
  const amount = typeof value === 'number' || typeof value === 'string' ? new BigNumber(value) : new BigNumber(NaN);
  if (!amount.isFinite() || amount.isNegative()) throw new Error(`The bridge answered an invalid ${what}`);
  return amount.toFixed();
}

/** The withdrawal's gas fee (`utils/withdrawalfee/<symbol>`) and the account's reserve (`utils/feebalance/<account>`). */
export async function getGasFees(network: EvmNetwork, symbol: string, account: string): Promise<GasFees> {
  const api = evmBridgeApi[network];
  const [fee, reserve] = await Promise.all([
    api.get<unknown>(`utils/withdrawalfee/${encodeURIComponent(symbol)}`),
    api.get<{ balance?: unknown }>(`utils/feebalance/${encodeURIComponent(account)}`),
  ]);
  return { fee: amountOf(fee, 'gas fee'), reserve: amountOf(reserve?.balance, 'gas reserve') };
}

export interface GasFeesRequest {
  network: EvmNetwork;
  symbol: string;
  account: string;
}

export const gasFeesQuery = defineQuery({
  key: ({ network, symbol, account }: GasFeesRequest) => [...dataKeys.account(account), 'gas-fees', network, symbol],
  fetch: ({ network, symbol, account }: GasFeesRequest) => getGasFees(network, symbol, account),
});
