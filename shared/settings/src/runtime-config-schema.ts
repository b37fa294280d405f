import * as z from 'zod/mini';

// zod/mini: the config is validated before the first paint, so the smaller build matters.
const address = z.string().check(z.minLength(1));

export const runtimeConfigSchema = z.object({
  productName: address,
  hive: z.object({ rpc: address, rpcs: z.array(address) }),
  sidechain: z.object({
    id: address,
    rpc: address,
    rpcs: z.array(address),
    maxBatchLength: z.optional(z.record(z.string(), z.number().check(z.int(), z.positive()))),
    timeoutMs: z.number().check(z.positive()),
  }),
  historyApi: address,
  apiBaseURL: address,
  infoApiBaseURL: address,
  bridgeApi: address,
  evmBridgeApis: z.object({ eth: address, bsc: address, polygon: address }),
  priceApi: address,
  imageHost: address,
  nftInfoApi: address,
  explorerUrl: address,
  keychainScript: z.optional(z.string()),
});
