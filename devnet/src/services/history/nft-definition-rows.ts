import type { HistorySource } from './history-types';
import { rowFor, type RowSpec } from './row-spec';

/** Payload fields each NFT definition change records besides `symbol` (reference §19.1). */
const RECORDED_FIELDS = new Map<string, readonly string[]>([
  ['create', ['name', 'orgName', 'productName', 'url']],
  ['addProperty', ['name', 'type']],
  ['setProperties', ['nfts']],
  ['setPropertyPermissions', ['name', 'accounts', 'contracts']],
  ['setGroupBy', ['properties']],
  ['enableDelegation', ['undelegationCooldown']],
  ['updateUrl', ['url']],
  ['updateMetadata', ['metadata']],
  ['updateName', ['name']],
  ['updateOrgName', ['orgName']],
  ['updateProductName', ['productName']],
  ['addAuthorizedIssuingAccounts', ['accounts']],
  ['removeAuthorizedIssuingAccounts', ['accounts']],
  ['addAuthorizedIssuingContracts', ['contracts']],
  ['removeAuthorizedIssuingContracts', ['contracts']],
]);

/**
 * `nft_<action>` for the sender of a change to an NFT definition, from its payload (these actions
 * emit no event). Fields the payload lacks are null.
 */
export function nftDefinitionRows(tx: HistorySource): RowSpec[] {
  const recorded = tx.contract === 'nft' ? RECORDED_FIELDS.get(tx.action) : undefined;
  if (!recorded) return [];
  const fields = Object.fromEntries(recorded.map((field) => [field, tx.payload[field] ?? null]));
  return rowFor(tx.sender, `nft_${tx.action}`, { symbol: tx.payload.symbol ?? null, ...fields });
}
