import type { ContractAction } from '@tdx/contracts';
import { portOf, type RegistrationForm } from './registration';

/** `witnesses.register`: exactly one of `domain` and `IP`, ports as numbers, `enabled` as a boolean. */
export function registerAction(form: RegistrationForm): ContractAction {
  const address = form.address.trim();
  return {
    contractName: 'witnesses',
    contractAction: 'register',
    contractPayload: {
      ...(form.addressKind === 'domain' ? { domain: address } : { IP: address }),
      RPCPort: portOf(form.rpcPort),
      P2PPort: portOf(form.p2pPort),
      signingKey: form.signingKey.trim(),
      enabled: form.enabled,
    },
  };
}

export const voteAction = (contractAction: 'approve' | 'disapprove', witness: string): ContractAction => ({
  contractName: 'witnesses',
  contractAction,
  contractPayload: { witness },
});
