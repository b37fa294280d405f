import type { ContractAction } from '@tdx/contracts';
import { splitNames } from '../../../shared';
import type { NftDraft } from './create-rules';

/** The `nft.create` payload: optional fields left out when empty (the contract refuses empty strings). */
export type NftCreatePayload = {
  symbol: string;
  name: string;
  orgName?: string;
  productName?: string;
  url?: string;
  maxSupply?: string;
  authorizedIssuingAccounts?: string[];
  authorizedIssuingContracts?: string[];
};

const optional = <K extends string>(key: K, value: string): Partial<Record<K, string>> => (value === '' ? {} : ({ [key]: value } as Record<K, string>));

/** The custom JSON of a checked draft: one `nft.create`. */
export function createNftAction(draft: NftDraft): ContractAction<NftCreatePayload> {
  const accounts = splitNames(draft.issuingAccounts, true);
  const contracts = splitNames(draft.issuingContracts, false);
  return {
    contractName: 'nft',
    contractAction: 'create',
    contractPayload: {
      symbol: draft.symbol.trim(),
      name: draft.name.trim(),
      ...optional('orgName', draft.orgName.trim()),
      ...optional('productName', draft.productName.trim()),
      ...optional('url', draft.url.trim()),
      ...optional('maxSupply', draft.maxSupply.trim()),
      // Without a list the contract lets the creator issue.
      ...(accounts.length === 0 ? {} : { authorizedIssuingAccounts: accounts }),
      ...(contracts.length === 0 ? {} : { authorizedIssuingContracts: contracts }),
    },
  };
}
