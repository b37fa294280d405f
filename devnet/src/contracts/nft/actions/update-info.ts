import type { ActionHandler, ContractApi } from '../../../chain/contract-api';
import { findNft, saveNft } from '../tables';
import type { NftDefinition } from '../types';
import { isObjectValue, isValidLongName } from '../validators';

/** Posting-key updates of an NFT's descriptive fields: issuer only, unknown symbol is silent. */

function updateAsIssuer(api: ContractApi, symbol: string, change: (nft: NftDefinition) => void): void {
  const nft = findNft(api, symbol);
  if (!nft || !api.assert(nft.issuer === api.sender, 'must be the issuer')) return;
  change(nft);
  saveNft(api, nft);
}

const isNonEmptyText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function nameUpdater(field: 'name' | 'orgName' | 'productName', invalidError: string): ActionHandler {
  return (api, payload) => {
    const { symbol } = payload;
    const value = payload[field];
    const isValid =
      api.assert(isNonEmptyText(symbol) && isNonEmptyText(value), 'invalid params') &&
      api.assert(isValidLongName(value), invalidError);
    if (!isValid) return;
    updateAsIssuer(api, symbol, (nft) => {
      nft[field] = value;
    });
  };
}

export const updateName = nameUpdater('name', 'invalid name: letters, numbers, whitespaces only, max length of 50');
export const updateOrgName = nameUpdater('orgName', 'invalid org name: letters, numbers, whitespaces only, max length of 50');
export const updateProductName = nameUpdater('productName', 'invalid product name: letters, numbers, whitespaces only, max length of 50');

/** Only works when the current metadata already has a truthy `url` (same quirk as tokens). */
export const updateUrl: ActionHandler = (api, payload) => {
  const { url, symbol } = payload;
  const isValid =
    api.assert(isNonEmptyText(symbol) && isNonEmptyText(url), 'invalid params') &&
    api.assert(url.length <= 255, 'invalid url: max length of 255');
  if (!isValid) return;
  const nft = findNft(api, symbol);
  if (!nft || !api.assert(nft.issuer === api.sender, 'must be the issuer')) return;
  let metadata: unknown;
  try {
    metadata = JSON.parse(nft.metadata);
  } catch {
    return; // unparsable metadata: the chain swallows the exception
  }
  const hasUrl = isObjectValue(metadata) && Boolean(metadata.url);
  if (!api.assert(hasUrl, 'an error occured when trying to update the url')) return;
  nft.metadata = JSON.stringify({ ...(metadata as Record<string, unknown>), url });
  saveNft(api, nft);
};

/** Replaces the whole metadata with any JSON object up to 1000 characters. */
export const updateMetadata: ActionHandler = (api, payload) => {
  const { metadata, symbol } = payload;
  if (!api.assert(isNonEmptyText(symbol) && isObjectValue(metadata), 'invalid params')) return;
  const nft = findNft(api, symbol);
  if (!nft || !api.assert(nft.issuer === api.sender, 'must be the issuer')) return;
  const text = JSON.stringify(metadata);
  if (!api.assert(text.length <= 1000, 'invalid metadata: max length of 1000')) return;
  nft.metadata = text;
  saveNft(api, nft);
};
