import type { ContractApi } from '../../chain/contract-api';

/**
 * The chain's nft contract tells `mining` about delegation and property changes (NFT mining
 * power). The devnet only has a mining contract if one is registered (the seed writes the mining
 * tables without one); calling a missing contract would put `contract doesn't exist` into the
 * user's logs, which the chain never shows.
 */
export function notifyMining(
  api: ContractApi,
  action: 'handleNftDelegationChange' | 'handleNftSetProperty',
  payload: Record<string, unknown>,
): void {
  if (api.contractExists('mining')) api.executeSmartContract('mining', action, payload);
}
