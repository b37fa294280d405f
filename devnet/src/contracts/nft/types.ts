/** Row shapes of the nft contract's tables (reference §6.1); served as-is over RPC. */

export type PropertyType = 'number' | 'string' | 'boolean';

export type PropertySchema = {
  type: PropertyType;
  isReadOnly: boolean;
  authorizedEditingAccounts: string[];
  authorizedEditingContracts: string[];
};

export type NftDefinition = {
  _id?: number;
  issuer: string;
  symbol: string;
  name: string;
  orgName: string;
  productName: string;
  /** JSON string, at least `{"url": …}`. */
  metadata: string;
  /** 0 = unlimited. */
  maxSupply: number;
  supply: number;
  circulatingSupply: number;
  delegationEnabled: boolean;
  undelegationCooldown: number;
  authorizedIssuingAccounts: string[];
  authorizedIssuingContracts: string[];
  properties: Record<string, PropertySchema>;
  groupBy: string[];
};

export type OwnerType = 'u' | 'c';

/** `{symbol, ids}` as sent in payloads (ids are strings of positive integers). */
export type NftIdGroup = { symbol: string; ids: string[] };

export type Delegation = { account: string; ownedBy: OwnerType; undelegateAt?: number };

export type NftInstance = {
  _id: number;
  account: string;
  ownedBy: OwnerType;
  soulBound: boolean;
  lockedTokens: Record<string, string>;
  lockedNfts?: NftIdGroup[];
  properties: Record<string, unknown>;
  delegatedTo?: Delegation;
  previousAccount?: string;
  previousOwnedBy?: OwnerType;
};

export type NftParams = {
  _id?: number;
  nftCreationFee: string;
  /** Fee symbol → per-instance base fee. */
  nftIssuanceFee: Record<string, string>;
  dataPropertyCreationFee: string;
  enableDelegationFee: string;
};

export type PendingUndelegation = {
  _id?: number;
  symbol: string;
  ids: number[];
  completeTimestamp: number;
};

/** Payload `fromType` / `toType` values. */
export type PartyType = 'user' | 'contract';
