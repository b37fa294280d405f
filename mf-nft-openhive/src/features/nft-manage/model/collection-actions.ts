import { instancesLeft, MANAGE_MESSAGES } from './manage-rules';
import type { ManagedNft } from '../api/manage-queries';

export type CollectionActionKind =
  | 'details'
  | 'addProperty'
  | 'propertyDefinition'
  | 'propertyPermissions'
  | 'issuers'
  | 'issue'
  | 'issueMany'
  | 'delegation'
  | 'market'
  | 'marketParams'
  | 'transferOwnership';

export interface CollectionAction {
  kind: CollectionActionKind;
  label: string;
  /** Why the contract would refuse it now, or null. */
  unavailable: string | null;
}

export const COLLECTION_UNAVAILABLE = {
  noProperties: 'It has no properties yet',
  delegationOn: 'Delegation is on',
  marketReady: 'The market is on and grouped',
  marketOff: 'The market is not on yet',
} as const;

/** Every issuer action on a definition, in the page's order, each with why it does not apply now. */
export function collectionActions(nft: ManagedNft, account: string, marketEnabled: boolean): CollectionAction[] {
  const issueBlock = instancesLeft(nft.maxSupply, nft.supply) === 0 ? MANAGE_MESSAGES.fullyIssued : nft.issuingAccounts.includes(account) ? null : MANAGE_MESSAGES.notIssuer;
  const noProperties = nft.properties.length === 0 ? COLLECTION_UNAVAILABLE.noProperties : null;
  return [
    { kind: 'issue', label: 'Issue one', unavailable: issueBlock },
    { kind: 'issueMany', label: 'Issue many', unavailable: issueBlock },
    { kind: 'addProperty', label: 'Add a property', unavailable: null },
    { kind: 'propertyDefinition', label: 'Edit a property', unavailable: noProperties ?? (nft.supply > 0 ? MANAGE_MESSAGES.supplyIssued : null) },
    { kind: 'propertyPermissions', label: 'Property editors', unavailable: noProperties },
    { kind: 'details', label: 'Edit details', unavailable: null },
    { kind: 'issuers', label: 'Issuers', unavailable: null },
    { kind: 'delegation', label: 'Enable delegation', unavailable: nft.delegationEnabled ? COLLECTION_UNAVAILABLE.delegationOn : null },
    { kind: 'market', label: marketEnabled ? 'Market grouping' : 'Enable market', unavailable: marketEnabled ? (nft.groupBy.length > 0 ? COLLECTION_UNAVAILABLE.marketReady : noProperties) : null },
    { kind: 'marketParams', label: 'Market fees', unavailable: marketEnabled ? null : COLLECTION_UNAVAILABLE.marketOff },
    { kind: 'transferOwnership', label: 'Transfer ownership', unavailable: null },
  ];
}
