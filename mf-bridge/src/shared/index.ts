export { BRIDGE_CHAINS, CHAIN_NAMES, DIRECTION_NAMES, HIVE_ENGINE_NAME, isBridgeChain, transferRoute } from './chains';
export { CHAIN_EXPLORERS, chainTransactionUrl, hiveEngineTransactionUrl, tokenContractUrl } from './explorers';
export { isFinal, isWaitingForConfirmations, STATUS_NAMES, statusText } from './transfer-status';
export { ExternalLink } from './external-link';
export { awaitingCoins, bridgeAmount } from './amount';
export { useCopy, type CopyState } from './use-copy';
