import type { RuntimeConfig } from '@tdx/contracts';

/** A complete devnet-like config for this package's tests. */
export const TEST_CONFIG: RuntimeConfig = {
  productName: 'Tribaldex',
  hive: { rpc: 'http://localhost:3900/hive', rpcs: [] },
  sidechain: { id: 'ssc-devnet', rpc: 'http://localhost:3900/rpc1', rpcs: ['http://localhost:3900/rpc2'], timeoutMs: 3000 },
  historyApi: 'http://localhost:3900/history',
  apiBaseURL: 'http://localhost:3900/api',
  infoApiBaseURL: 'http://localhost:3900/info',
  bridgeApi: 'http://localhost:3900/bridge',
  evmBridgeApis: { eth: 'http://e', bsc: 'http://b', polygon: 'http://p' },
  priceApi: 'http://localhost:3900/prices',
  imageHost: 'http://localhost:3900/images',
  nftInfoApi: 'http://localhost:3900/nft',
  explorerUrl: 'http://localhost:3900/explorer',
};
