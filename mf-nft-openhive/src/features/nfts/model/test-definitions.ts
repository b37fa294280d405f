import type { NftDefinition } from '../../../shared';

/** A definition for the models' tests, with `fields` over plain defaults. */
export function definition(fields: Partial<NftDefinition>): NftDefinition {
  return {
    symbol: 'ART',
    issuer: 'alice',
    name: 'Art',
    orgName: '',
    productName: '',
    maxSupply: 0,
    supply: 0,
    circulatingSupply: 0,
    delegationEnabled: false,
    undelegationCooldown: 0,
    issuingAccounts: ['alice'],
    issuingContracts: [],
    properties: [],
    groupBy: [],
    url: null,
    icon: null,
    description: '',
    ...fields,
  };
}
