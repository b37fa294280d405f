import { bridgeApi, evmBridgeApi, HIVE_PEGGED_TOKEN } from '@tdx/api';
import type { EvmNetwork, PeggedToken } from '@tdx/contracts';
import { transferOptions, type TransferOption } from '../utils/transfer-options';

export interface TransferOptions {
  options: TransferOption[];
  /** The converter did not answer: only HIVE and the EVM tokens are offered. */
  bridgeFailed: boolean;
}

const NETWORKS: EvmNetwork[] = ['eth', 'bsc', 'polygon'];

async function peggedTokens(): Promise<{ tokens: PeggedToken[]; failed: boolean }> {
  try {
    return { tokens: await bridgeApi.loadPeggedTokens(), failed: false };
  } catch (error) {
    console.error('Failed to fetch pegged tokens', error);
    return { tokens: [HIVE_PEGGED_TOKEN], failed: true };
  }
}

/** Every coin of the deposit and withdraw dialogs (EVM lists are empty when their bridge fails). */
export async function getTransferOptions(): Promise<TransferOptions> {
  const [pegged, ...evm] = await Promise.all([peggedTokens(), ...NETWORKS.map((network) => evmBridgeApi[network].getSupportedTokens())]);
  return { options: transferOptions(pegged.tokens, evm.flat()), bridgeFailed: pegged.failed };
}
