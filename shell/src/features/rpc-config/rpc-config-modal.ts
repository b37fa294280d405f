import { MODAL_NAMES } from '@tdx/contracts';

/** The RPC Configuration modal, for the shell's modal manager (opened by name on the bus). */
export const RPC_CONFIG_MODALS = [{ name: MODAL_NAMES.rpcConfiguration, load: () => import('./rpc-config-dialog') }];
