import { defineQuery } from '@tdx/data';
import { bridgeApi, evmBridgeApi, HIVE_PEGGED_TOKEN } from '@tdx/api';
import type { EvmNetwork, EvmToken, PeggedToken } from '@tdx/contracts';

export interface TransferLists {
  /** The converter's coins (HIVE alone when it did not answer). */
  pegged: PeggedToken[];
  /** Every EVM bridge's tokens (a bridge that fails adds none). */
  evm: EvmToken[];
  /** The converter did not answer: only HIVE and the EVM coins are offered. */
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

/** The lists behind the deposit and withdraw dialogs' coin choice (`transferOptions` adds the settings' part). */
export async function getTransferLists(): Promise<TransferLists> {
  const [pegged, ...evm] = await Promise.all([peggedTokens(), ...NETWORKS.map((network) => evmBridgeApi[network].getSupportedTokens())]);
  return { pegged: pegged.tokens, evm: evm.flat(), bridgeFailed: pegged.failed };
}

/** The coins and tokens of every bridge; kept 300 s like the spec's pegged and EVM lists. */
export const transferListsQuery = defineQuery({ key: () => ['transfer-options'], fetch: getTransferLists, staleTime: 300_000 });
