import type { ContractAction } from '@tdx/contracts';

/** `beedollar.convert {quantity}`: the BEE amount as typed (a plain decimal within BEE's precision). */
export function convertAction(quantity: string): ContractAction<{ quantity: string }> {
  return { contractName: 'beedollar', contractAction: 'convert', contractPayload: { quantity } };
}
