import { displayText } from '@tdx/contracts';
import { safeHttpUrl } from '@tdx/ui/base';

export type NftPropertyType = 'number' | 'string' | 'boolean';

/** A row of `nft.nfts` as the node returns it (every field written by its issuer: untrusted). */
export interface NftDefinitionRow {
  _id: number;
  symbol: string;
  issuer: string;
  name: string;
  orgName?: string;
  productName?: string;
  metadata?: string;
  maxSupply: number;
  supply: number;
  circulatingSupply?: number;
  delegationEnabled?: boolean;
  undelegationCooldown?: number;
  authorizedIssuingAccounts?: unknown[];
  authorizedIssuingContracts?: unknown[];
  properties?: Record<string, unknown>;
  groupBy?: unknown[];
}

export interface NftProperty {
  name: string;
  type: string;
  readOnly: boolean;
  editingAccounts: string[];
  editingContracts: string[];
}

/** A definition ready to show: text without invisible characters, links and the icon only when http(s). */
export interface NftDefinition {
  symbol: string;
  issuer: string;
  name: string;
  orgName: string;
  productName: string;
  /** 0 means unlimited. */
  maxSupply: number;
  supply: number;
  circulatingSupply: number;
  delegationEnabled: boolean;
  undelegationCooldown: number;
  issuingAccounts: string[];
  issuingContracts: string[];
  properties: NftProperty[];
  groupBy: string[];
  /** http(s) only, else null. */
  url: string | null;
  icon: string | null;
  description: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? displayText(value) : '');
const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string').map(displayText) : []);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The metadata JSON string, parsed; anything but an object gives `{}`. */
export function parseNftMetadata(metadata: unknown): Record<string, unknown> {
  if (typeof metadata !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(metadata);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function toProperty(name: string, definition: unknown): NftProperty {
  const fields = typeof definition === 'object' && definition !== null ? (definition as Record<string, unknown>) : {};
  return {
    name: displayText(name),
    type: text(fields.type),
    readOnly: fields.isReadOnly === true,
    editingAccounts: textList(fields.authorizedEditingAccounts),
    editingContracts: textList(fields.authorizedEditingContracts),
  };
}

/** A `nft.nfts` row as the pages show it. */
export function toNftDefinition(row: NftDefinitionRow): NftDefinition {
  const metadata = parseNftMetadata(row.metadata);
  return {
    symbol: text(row.symbol),
    issuer: text(row.issuer),
    name: text(row.name),
    orgName: text(row.orgName),
    productName: text(row.productName),
    maxSupply: count(row.maxSupply),
    supply: count(row.supply),
    circulatingSupply: count(row.circulatingSupply),
    delegationEnabled: row.delegationEnabled === true,
    undelegationCooldown: count(row.undelegationCooldown),
    issuingAccounts: textList(row.authorizedIssuingAccounts),
    issuingContracts: textList(row.authorizedIssuingContracts),
    properties: Object.entries(row.properties ?? {}).map(([name, definition]) => toProperty(name, definition)),
    groupBy: textList(row.groupBy),
    url: safeHttpUrl(metadata.url),
    icon: safeHttpUrl(metadata.icon),
    description: text(metadata.desc),
  };
}
