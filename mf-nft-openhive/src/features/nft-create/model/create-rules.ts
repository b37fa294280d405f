import BigNumber from 'bignumber.js';
import { urlProblem } from '@tdx/token-actions';
import { issuerListProblem, longNameProblem, NFT_NAME_MESSAGES, NFT_SYMBOL_MESSAGES, nftSymbolRuleProblem, splitNames } from '../../../shared';

/** What the form holds, as typed. */
export interface NftDraft {
  name: string;
  symbol: string;
  orgName: string;
  productName: string;
  url: string;
  maxSupply: string;
  /** Account names separated by commas, spaces or lines. */
  issuingAccounts: string;
  /** Contract names separated by commas, spaces or lines. */
  issuingContracts: string;
}

export type NftDraftField = keyof NftDraft;

export interface NftDraftProblem {
  field: NftDraftField;
  message: string;
}

/** The highest max supply the contract takes (`Number.MAX_SAFE_INTEGER`). */
export const MAX_SUPPLY_LIMIT = '9007199254740991';

export const NFT_CREATE_MESSAGES = {
  ...NFT_SYMBOL_MESSAGES,
  maxSupplyFormat: 'Enter a whole number, or leave empty for no limit',
  maxSupplyPositive: 'The maximum supply must be greater than 0',
  maxSupplyLimit: 'The maximum supply can be at most 9,007,199,254,740,991',
  ...NFT_NAME_MESSAGES,
} as const;

function maxSupplyProblem(text: string): string | null {
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return NFT_CREATE_MESSAGES.maxSupplyFormat;
  const value = new BigNumber(text);
  if (value.lte(0)) return NFT_CREATE_MESSAGES.maxSupplyPositive;
  return value.gt(MAX_SUPPLY_LIMIT) ? NFT_CREATE_MESSAGES.maxSupplyLimit : null;
}

/**
 * Every refusal of the draft, in the order `nft.create` checks (symbol, reserved symbol, name, org
 * name, product name, url, max supply), then the issuer lists it adds after creating the NFT.
 */
export function nftDraftProblems(draft: NftDraft, account: string): NftDraftProblem[] {
  const found: Array<[NftDraftField, string | null]> = [
    ['symbol', nftSymbolRuleProblem(draft.symbol.trim(), account)],
    ['name', longNameProblem(draft.name.trim(), true)],
    ['orgName', longNameProblem(draft.orgName.trim(), false)],
    ['productName', longNameProblem(draft.productName.trim(), false)],
    ['url', urlProblem(draft.url)],
    ['maxSupply', maxSupplyProblem(draft.maxSupply.trim())],
    ['issuingAccounts', issuerListProblem(splitNames(draft.issuingAccounts, true), 'accounts')],
    ['issuingContracts', issuerListProblem(splitNames(draft.issuingContracts, false), 'contracts')],
  ];
  return found.flatMap(([field, message]) => (message === null ? [] : [{ field, message }]));
}
