import type { ManagedNft } from '../api/manage-queries';
import { COLLECTION_UNAVAILABLE as U, collectionActions } from './collection-actions';
import { MANAGE_MESSAGES } from './manage-rules';

const nft = (fields: Partial<ManagedNft> = {}): ManagedNft => ({
  symbol: 'CARDS', issuer: 'bob', name: 'Cards', orgName: '', productName: '', maxSupply: 0, supply: 0, circulatingSupply: 0,
  delegationEnabled: false, undelegationCooldown: 0, issuingAccounts: ['bob'], issuingContracts: [], properties: [], groupBy: [],
  url: null, icon: null, description: '', metadata: {}, ...fields,
});
const level = { name: 'level', type: 'number', readOnly: false, editingAccounts: ['bob'], editingContracts: [] };
const reasons = (definition: ManagedNft, marketEnabled = false) => Object.fromEntries(collectionActions(definition, 'bob', marketEnabled).map(({ kind, unavailable }) => [kind, unavailable]));

describe('collectionActions', () => {
  it('offers every action of a fresh definition but those needing properties', () => {
    expect(reasons(nft())).toEqual({
      issue: null, issueMany: null, addProperty: null, propertyDefinition: U.noProperties, propertyPermissions: U.noProperties,
      details: null, issuers: null, delegation: null, market: null, marketParams: U.marketOff, transferOwnership: null,
    });
  });

  it('says why the contract would refuse an action now', () => {
    expect(reasons(nft({ maxSupply: 2, supply: 2 })).issue).toBe(MANAGE_MESSAGES.fullyIssued);
    expect(reasons(nft({ issuingAccounts: ['alice'] })).issueMany).toBe(MANAGE_MESSAGES.notIssuer);
    expect(reasons(nft({ properties: [level], supply: 1 })).propertyDefinition).toBe(MANAGE_MESSAGES.supplyIssued);
    expect(reasons(nft({ delegationEnabled: true })).delegation).toBe(U.delegationOn);
    expect(reasons(nft(), true).market).toBe(U.noProperties);
    expect(reasons(nft({ properties: [level] }), true).market).toBeNull();
    expect(reasons(nft({ properties: [level], groupBy: ['level'] }), true).market).toBe(U.marketReady);
    expect(reasons(nft(), true).marketParams).toBeNull();
  });
});
