import type { ContractAction } from '@tdx/contracts';
import { urlProblem } from '@tdx/token-actions';
import { longNameProblem } from '../../../shared';
import { MANAGE_MESSAGES, MAX_METADATA_LENGTH } from './manage-rules';
import { nftActions } from './nft-actions';

export interface DetailsDraft {
  name: string;
  orgName: string;
  productName: string;
  url: string;
  icon: string;
  desc: string;
}

export type DetailsField = keyof DetailsDraft;

const NAME_ACTIONS = { name: nftActions.updateName, orgName: nftActions.updateOrgName, productName: nftActions.updateProductName } as const;
const NAME_FIELDS = Object.keys(NAME_ACTIONS) as Array<keyof typeof NAME_ACTIONS>;
const METADATA_FIELDS = ['url', 'icon', 'desc'] as const;

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's starting values: the names as shown, the metadata's url, icon and description as stored. */
export function detailsDraftOf(nft: { name: string; orgName: string; productName: string }, metadata: Record<string, unknown>): DetailsDraft {
  return { name: nft.name, orgName: nft.orgName, productName: nft.productName, url: asText(metadata.url), icon: asText(metadata.icon), desc: asText(metadata.desc) };
}

/** The metadata to save: the stored keys kept, url / icon / desc replaced, emptied ones left out. */
export function nextNftMetadata(current: Record<string, unknown>, draft: DetailsDraft): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const field of METADATA_FIELDS) {
    const value = draft[field].trim();
    if (value === '') delete next[field];
    else next[field] = value;
  }
  return next;
}

/**
 * Each changed field's refusal: names (letters, digits and spaces; the contract takes no empty
 * name), http(s) addresses, and the saved metadata at most 1,000 characters (on the description).
 */
export function detailsProblems(initial: DetailsDraft, draft: DetailsDraft, metadata: Record<string, unknown>): Partial<Record<DetailsField, string>> {
  const problems: Partial<Record<DetailsField, string>> = {};
  for (const field of NAME_FIELDS) {
    const problem = draft[field] === initial[field] ? null : longNameProblem(draft[field].trim(), true);
    if (problem) problems[field] = problem;
  }
  for (const field of ['url', 'icon'] as const) {
    const problem = urlProblem(draft[field]);
    if (problem) problems[field] = problem;
  }
  const length = JSON.stringify(nextNftMetadata(metadata, draft)).length;
  if (length > MAX_METADATA_LENGTH) problems.desc = MANAGE_MESSAGES.metadataTooLong(length);
  return problems;
}

/** One action per changed name, and `updateMetadata` when url, icon or description changed. */
export function detailsActions(symbol: string, initial: DetailsDraft, draft: DetailsDraft, metadata: Record<string, unknown>): ContractAction[] {
  const names = NAME_FIELDS.filter((field) => draft[field].trim() !== initial[field]).map((field) => NAME_ACTIONS[field](symbol, draft[field].trim()));
  const metadataChanged = METADATA_FIELDS.some((field) => draft[field].trim() !== initial[field]);
  return metadataChanged ? [...names, nftActions.updateMetadata(symbol, nextNftMetadata(metadata, draft))] : names;
}
