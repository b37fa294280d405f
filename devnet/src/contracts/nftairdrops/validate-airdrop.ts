import type { ContractApi } from '../../chain/contract-api';
import { findNft, instanceTable } from '../nft/tables';
import type { PartyType } from '../nft/types';
import { isAlpha, isAlphanumeric, isUppercase } from '../nft/validators';
import { toBigNumber } from '../shared/chain-number';
import { UTILITY_FEE_PRECISION } from './constants';
import type { AirdropRecipient, NftAirdropParams, PendingNftAirdrop } from './rows';

/** `newAirdrop`'s checks, in the node's order and with its texts. */

export interface AirdropRequest {
  symbol: unknown;
  sender: string;
  senderType: PartyType;
  list: unknown;
  startBlockNumber: unknown;
  softFail: unknown;
  params: NftAirdropParams;
}

const isRecipientName = (name: unknown, type: unknown, api: ContractApi): boolean => {
  if (type === 'contract') return typeof name === 'string' && isAlphanumeric(name) && name.length >= 3 && name.length <= 50;
  return type === 'user' && api.isValidAccountName(name);
};

const isIdList = (ids: unknown, max: number): ids is string[] =>
  Array.isArray(ids) && ids.length > 0 && ids.length <= max && ids.every((id) => typeof id === 'string' && toBigNumber(id).gt(0));

/** Every recipient well formed; collects the ids (the limit is checked before each recipient is added). */
function collectIds(api: ContractApi, list: unknown[], params: NftAirdropParams): string[] | null {
  const ids: string[] = [];
  const allValid = list.every((element, index) => {
    if (typeof element !== 'object' || element === null) return false;
    const { to, ids: recipientIds } = element as AirdropRecipient;
    const toType = (element as AirdropRecipient).toType || 'user';
    const isValid =
      api.assert(isRecipientName(to, toType, api), `invalid account ${to} at index ${index}`) &&
      api.assert(isIdList(recipientIds, params.maxTransactionsPerAccount), `invalid nft ids array for account ${to} at index ${index}`) &&
      api.assert(ids.length < params.maxTransactionsPerAirdrop, 'exceeded airdrop transactions limit');
    if (isValid) ids.push(...recipientIds);
    return isValid;
  });
  return allValid ? ids : null;
}

const isSymbol = (api: ContractApi, symbol: unknown): symbol is string =>
  typeof symbol === 'string' && isAlpha(symbol) && isUppercase(symbol) && findNft(api, symbol) !== null;

/** Whether any listed instance is not the sender's to give (held by someone else, delegated or soul-bound). */
function holdsUntransferable(api: ContractApi, symbol: string, sender: string, senderType: PartyType, ids: string[]): boolean {
  const ownedBy = senderType === 'contract' ? 'c' : 'u';
  const blocked = instanceTable(api, symbol).findOne({
    _id: { $in: ids.map((id) => toBigNumber(id).toNumber()) },
    $or: [{ account: { $ne: sender } }, { ownedBy: { $ne: ownedBy } }, { delegatedTo: { $exists: true } }, { soulBound: true }],
  });
  return blocked !== null;
}

/** The airdrop to store, or null after the first refused check (its error logged). */
export function validateAirdrop(api: ContractApi, request: AirdropRequest): PendingNftAirdrop | null {
  const { symbol, sender, senderType, list, params } = request;
  const startBlockNumber = request.startBlockNumber || api.blockNumber + 1;
  if (!api.assert(params.enabledFromTypes.includes(senderType), 'invalid fromType')) return null;
  if (!api.assert(isSymbol(api, symbol), 'invalid symbol')) return null;
  const ids =
    Array.isArray(list) &&
    list.length > 0 &&
    api.assert(list.length <= params.maxTransactionsPerAirdrop, 'exceeded airdrop transactions limit')
      ? collectIds(api, list, params)
      : null;
  if (!api.assert(ids !== null, 'invalid list') || ids === null) return null;
  if (!api.assert(new Set(ids).size === ids.length, 'airdrop list contains duplicate nfts')) return null;
  if (!api.assert(!holdsUntransferable(api, symbol as string, sender, senderType, ids), 'cannot airdrop nfts that are delegated or not owned by this account or soulBound')) {
    return null;
  }
  if (!api.assert(Number.isInteger(startBlockNumber) && (startBlockNumber as number) > api.blockNumber, 'invalid startBlockNumber')) return null;
  return {
    isValid: true,
    softFail: request.softFail !== false,
    blockNumber: startBlockNumber as number,
    airdropId: api.transactionId,
    symbol: symbol as string,
    from: sender,
    fromType: senderType,
    list: list as AirdropRecipient[],
    nftIds: ids,
    totalFee: toBigNumber(params.feePerTransaction).times(ids.length).toFixed(UTILITY_FEE_PRECISION),
  };
}
