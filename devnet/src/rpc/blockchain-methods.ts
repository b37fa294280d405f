import type { Chain } from '../chain/chain';
import { badParams, type RpcMethod } from './jsonrpc';

/** As the node's default rpcConfig: getBlockRangeInfo is disabled, echoed by getStatus. */
export const DISABLED_METHODS = { blockchain: ['getBlockRangeInfo'], contracts: [] as string[] };

export const SSC_NODE_VERSION = 'devnet-1.0.0';

/** `GET /` and `blockchain.getStatus` (reference §2.4). */
export function nodeStatus(chain: Chain, sidechainId: string): Record<string, unknown> {
  const latest = chain.latestBlock();
  return {
    lastBlockNumber: latest.blockNumber,
    lastBlockRefHiveBlockNumber: latest.refHiveBlockNumber,
    lastHash: latest.hash,
    lastParsedHiveBlockNumber: chain.hiveHead.number,
    SSCnodeVersion: SSC_NODE_VERSION,
    domain: 'devnet',
    chainId: sidechainId.replace(/^ssc-/, ''),
    disabledMethods: DISABLED_METHODS,
    lightNode: { enabled: false },
  };
}

/** `blockchain.*` methods (reference §2.4, §2.5). */
export function blockchainMethods(chain: Chain, sidechainId: string): Map<string, RpcMethod> {
  return new Map<string, RpcMethod>([
    ['getLatestBlockInfo', () => chain.latestBlock()],
    [
      'getBlockInfo',
      ({ blockNumber }) => {
        if (!Number.isInteger(blockNumber)) throw badParams('missing or wrong parameters: blockNumber is required');
        return chain.getBlock(blockNumber as number);
      },
    ],
    [
      'getBlockInfoByHiveBlock',
      ({ hiveBlockNumber }) => {
        if (!Number.isInteger(hiveBlockNumber)) throw badParams('missing or wrong parameters: hiveBlockNumber is required');
        return chain.getBlockByHiveBlock(hiveBlockNumber as number);
      },
    ],
    [
      'getBlockRangeInfo',
      () => {
        throw badParams('method blockchain.getBlockRangeInfo is disabled');
      },
    ],
    [
      'getTransactionInfo',
      ({ txid }) => {
        if (!txid || typeof txid !== 'string') throw badParams('missing or wrong parameters: txid is required');
        return chain.getTransactionInfo(txid);
      },
    ],
    ['getStatus', () => nodeStatus(chain, sidechainId)],
  ]);
}
