import { ignoredNodeChoices, runtimeConfig, savedHiveNode, savedSidechainNode, sidechainId } from '@tdx/settings';
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

/** The saved addresses the site ignores (not listed, never confirmed in this browser), by service. */
export function ignoredChoices(): Partial<Record<'sidechain' | 'hive', string>> {
  return Object.fromEntries(ignoredNodeChoices().map(({ service, address }) => [service, address]));
}
