import BigNumber from 'bignumber.js';
import type { ContractAction } from '@tdx/contracts';
import { tokenActions } from '@tdx/token-actions';
import { draftMetadata, parseCreatePrecision, type TokenDraft } from './create-rules';

/**
 * The custom JSON of a checked draft: `create` (the contract takes no icon or description there),
 * then, when an icon or a description was given, `updateMetadata {symbol, metadata: {url, icon,
 * desc}}` in the same custom JSON: the node runs each action of the array as its own transaction,
 * in order, so the new token gets its full metadata at once.
 */
export function createTokenActions(draft: TokenDraft): ContractAction[] {
  const symbol = draft.symbol.trim();
  const metadata = draftMetadata(draft);
  const create = tokenActions.create({
    name: draft.name.trim(),
    symbol,
    url: metadata.url,
    precision: parseCreatePrecision(draft.precision) ?? 0,
    maxSupply: new BigNumber(draft.maxSupply.trim()).toFixed(),
  });
  return metadata.icon || metadata.desc ? [create, tokenActions.updateMetadata(symbol, metadata)] : [create];
}
