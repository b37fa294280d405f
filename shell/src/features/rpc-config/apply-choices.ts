import { notify } from '@tdx/event-bus';
import { clearNodeChoices, saveHiveNode, saveSidechainId, saveSidechainNode, sidechainId, trustNode } from '@tdx/settings';
import type { RpcChoices } from './rpc-form';

/**
 * The next API call uses the new nodes by itself. A new sidechain id changes what every
 * transaction is signed for and whether the testnet banner shows, so the page starts afresh.
 */
function afterChange(idBefore: string, description: string): void {
  if (sidechainId() !== idBefore) window.location.reload();
  else notify({ variant: 'success', description });
}

/** Saves the choices (cookies, 365 days) and the typed addresses the user confirmed; the caller has validated them. */
export function applyChoices(choices: RpcChoices, confirmed: readonly string[]): void {
  const idBefore = sidechainId();
  confirmed.forEach(trustNode);
  saveSidechainNode(choices.sidechain);
  saveHiveNode(choices.hive);
  saveSidechainId(choices.sidechainId);
  afterChange(idBefore, 'RPC configuration saved');
}

/** Forgets the saved choices: the configured defaults apply again. */
export function restoreDefaultChoices(): void {
  const idBefore = sidechainId();
  clearNodeChoices();
  afterChange(idBefore, 'RPC configuration restored to the defaults');
}
