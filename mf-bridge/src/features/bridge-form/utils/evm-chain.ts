import type { EvmNetwork } from '@tdx/contracts';

/** Field of the bridge's address answers and registration memos (`ethereumAddress` …). */
export const ADDRESS_FIELD: Record<EvmNetwork, string> = { eth: 'ethereumAddress', bsc: 'bscAddress', polygon: 'polygonAddress' };

/** The settings' chain id (decimal or 0x-hex, string or number) as a bigint; null when it is neither. */
export function parseChainId(chainId: number | string | undefined): bigint | null {
  if (chainId === undefined || chainId === '') return null;
  const text = String(chainId).trim();
  if (!/^(0x[0-9a-fA-F]+|\d+)$/.test(text)) return null;
  return BigInt(text);
}

/**
 * The memo of the 0.001 HIVE registration transfer: the bridge's id and the address with its
 * signature of the Hive account name.
 */
export function registrationMemo(bridgeId: string, network: EvmNetwork, address: string, signature: string): string {
  return JSON.stringify({ id: bridgeId, json: { [ADDRESS_FIELD[network]]: address, signature } });
}

/** Two EVM addresses are the same whatever their letter case (checksums only change the case). */
export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
