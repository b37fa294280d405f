import { runtimeConfig, savedHiveNode, savedSidechainNode, sidechainId } from '@tdx/settings';
import type { RpcChoices } from './rpc-form';

/** The nodes and sidechain id in effect: the valid saved choices, else the configured defaults. */
export function currentChoices(): RpcChoices {
  const config = runtimeConfig();
  return {
    sidechain: savedSidechainNode() ?? config.sidechain.rpc,
    hive: savedHiveNode() ?? config.hive.rpc,
    sidechainId: sidechainId(),
  };
}
