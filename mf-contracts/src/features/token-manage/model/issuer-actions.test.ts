import type { Token } from '@tdx/contracts';
import { issuerActions, UNAVAILABLE } from './issuer-actions';

const token = (fields: Partial<Token> = {}): Token =>
  ({ symbol: 'BOBT', name: 'Bob Token', issuer: 'bob', precision: 3, supply: '10.000', circulatingSupply: '10.000', maxSupply: '1000.000', metadata: {}, icon: '', ...fields }) as Token;
const unavailable = (fields: Partial<Token>) => Object.fromEntries(issuerActions(token(fields)).map((action) => [action.kind, action.unavailable]));

describe('issuerActions', () => {
  it('offers every issuer action of a new token but delegation, which needs staking first', () => {
    expect(issuerActions(token()).map((action) => action.label)).toEqual(['Issue', 'Edit details', 'Raise precision', 'Enable staking', 'Enable delegation', 'Transfer ownership']);
    expect(unavailable({})).toEqual({
      issue: null,
      editMetadata: null,
      raisePrecision: null,
      enableStaking: null,
      enableDelegation: UNAVAILABLE.stakingFirst,
      transferOwnership: null,
    });
  });

  it('offers delegation once staking is on, and neither once both are', () => {
    expect(unavailable({ stakingEnabled: true })).toMatchObject({ enableStaking: UNAVAILABLE.stakingOn, enableDelegation: null });
    expect(unavailable({ stakingEnabled: true, delegationEnabled: true })).toMatchObject({ enableStaking: UNAVAILABLE.stakingOn, enableDelegation: UNAVAILABLE.delegationOn });
  });

  it('stops Issue once the whole max supply is issued, and Raise precision at 8 decimals', () => {
    expect(unavailable({ supply: '1000.000' })).toMatchObject({ issue: UNAVAILABLE.fullyIssued });
    expect(unavailable({ supply: '999.999' })).toMatchObject({ issue: null });
    expect(unavailable({ precision: 8 })).toMatchObject({ raisePrecision: UNAVAILABLE.maxPrecision });
  });
});
