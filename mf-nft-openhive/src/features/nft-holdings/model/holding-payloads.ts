import type { ContractAction } from '@tdx/contracts';
import type { HoldingAction } from './holding-actions';
import type { NftIdGroup } from './nft-transactions';
import type { Recipient } from '../../../shared';

/** The `nft` contract's action for one transaction: `{to, toType, nfts}` to move, `{nfts}` otherwise. */
export function holdingAction(action: HoldingAction, nfts: NftIdGroup[], recipient: Recipient | null): ContractAction {
  const moves = action === 'transfer' || action === 'delegate';
  if (moves && recipient === null) throw new Error(`${action} needs a recipient`);
  const contractPayload = moves && recipient ? { to: recipient.name, toType: recipient.type, nfts } : { nfts };
  return { contractName: 'nft', contractAction: action, contractPayload };
}
