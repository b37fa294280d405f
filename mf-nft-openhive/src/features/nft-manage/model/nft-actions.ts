import type { ContractAction } from '@tdx/contracts';
import type { MarketParams } from './market-params';

/** The exact payloads of the nft contract's issuer actions (and `nftmarket.enableMarket`, `setMarketParams`). */
const nft = <P extends object>(contractAction: string, contractPayload: P): ContractAction<P> => ({ contractName: 'nft', contractAction, contractPayload });

export type PropertyValue = number | string | boolean;

/** One instance to issue: `toType` user or contract; properties and locked tokens only when there are any. */
export type InstanceToIssue = {
  symbol: string;
  to: string;
  toType: 'user' | 'contract';
  feeSymbol: string;
  properties?: Record<string, PropertyValue>;
  lockTokens?: Record<string, string>;
};

export interface NewProperty {
  name: string;
  type: string;
  isReadOnly: boolean;
  authorizedEditingAccounts: string[];
  authorizedEditingContracts: string[];
}

export type IssuerKind = 'Accounts' | 'Contracts';

export const nftActions = {
  updateName: (symbol: string, name: string) => nft('updateName', { symbol, name }),
  updateOrgName: (symbol: string, orgName: string) => nft('updateOrgName', { symbol, orgName }),
  updateProductName: (symbol: string, productName: string) => nft('updateProductName', { symbol, productName }),
  updateMetadata: (symbol: string, metadata: Record<string, unknown>) => nft('updateMetadata', { symbol, metadata }),
  addProperty: (symbol: string, property: NewProperty) => nft('addProperty', { symbol, ...property }),
  updatePropertyDefinition: (symbol: string, name: string, change: { newName?: string; type?: string; isReadOnly?: boolean }) =>
    nft('updatePropertyDefinition', { symbol, name, ...change }),
  setPropertyPermissions: (symbol: string, name: string, accounts: string[], contracts: string[]) => nft('setPropertyPermissions', { symbol, name, accounts, contracts }),
  /** `add|removeAuthorizedIssuing{Accounts|Contracts}`; the list goes under `accounts` or `contracts`. */
  issuers: (change: 'add' | 'remove', kind: IssuerKind, symbol: string, names: string[]) =>
    nft(`${change}AuthorizedIssuing${kind}`, { symbol, [kind === 'Accounts' ? 'accounts' : 'contracts']: names }),
  issue: (instance: InstanceToIssue) => nft('issue', instance),
  issueMultiple: (instances: InstanceToIssue[]) => nft('issueMultiple', { instances }),
  enableDelegation: (symbol: string, undelegationCooldown: number) => nft('enableDelegation', { symbol, undelegationCooldown }),
  setGroupBy: (symbol: string, properties: string[]) => nft('setGroupBy', { symbol, properties }),
  enableMarket: (symbol: string): ContractAction<{ symbol: string }> => ({ contractName: 'nftmarket', contractAction: 'enableMarket', contractPayload: { symbol } }),
  setMarketParams: (symbol: string, changes: MarketParams): ContractAction<MarketParams & { symbol: string }> => ({
    contractName: 'nftmarket',
    contractAction: 'setMarketParams',
    contractPayload: { symbol, ...changes },
  }),
  transferOwnership: (symbol: string, to: string) => nft('transferOwnership', { symbol, to }),
};
