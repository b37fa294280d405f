import type { ActionHandler, ContractApi } from '../../../chain/contract-api';
import { toBigNumber } from '../../shared/chain-number';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { findBalance, findToken } from '../../shared/token-tables';
import { isTransferVerified, payFromSender, transferFromCallingContract } from '../../shared/token-transfers';
import { MAX_NUM_LOCKED_TOKEN_TYPES, NFT_CONTRACT } from '../constants';
import { isValidDataProperties } from '../data-properties';
import { isValidNftIdList } from '../nft-id-list';
import { isPartyType, isValidParty, normalizeParty, ownerTypeOf, resolveCaller, type Caller } from '../parties';
import { findNft, instanceTable, readParams, saveNft } from '../tables';
import { isValidTokenBasket } from '../token-basket';
import type { NftDefinition, NftIdGroup, NftInstance } from '../types';
import { hasOwn, isObjectValue } from '../validators';
import { transferAndVerify } from './transfer';

const isOptionalObject = (value: unknown): boolean => value === undefined || isObjectValue(value);

/** Base fee × (1 + properties defined on the NFT), formatted to the fee token's precision. */
function issuanceFeeOf(baseFee: string, nft: NftDefinition, precision: number): string {
  const propertyFee = toBigNumber(baseFee).multipliedBy(Object.keys(nft.properties).length);
  return toBigNumber(baseFee).plus(propertyFee).toFixed(precision);
}

/**
 * Moves tokens out of the caller: a calling contract pays out of its own balance (the node's
 * `transferTokensFromCallingContract`), a user through `transfer` (to an account) or
 * `transferToContract`. True when verified.
 */
function moveFromCaller(
  api: ContractApi,
  caller: Caller,
  userAction: 'transfer' | 'transferToContract',
  to: string,
  symbol: string,
  quantity: string,
  isSignedWithActiveKey: unknown,
): boolean {
  if (caller.fromType === 'user') return payFromSender(api, userAction, to, symbol, quantity, isSignedWithActiveKey);
  const recipientType = userAction === 'transfer' ? 'user' : 'contract';
  const result = transferFromCallingContract(api, to, symbol, quantity, recipientType);
  return isTransferVerified(result, { event: 'transferFromContract', from: caller.from, to, symbol, quantity });
}

function burnIssuanceFee(api: ContractApi, caller: Caller, feeSymbol: string, fee: string, isSignedWithActiveKey: unknown): boolean {
  if (!toBigNumber(fee).gt(0)) return true;
  const isPaid = moveFromCaller(api, caller, 'transfer', 'null', feeSymbol, fee, isSignedWithActiveKey);
  return api.assert(isPaid, 'unable to transfer issuance fee');
}

/** Moves the basket into the nft contract's custody; only what actually moved is recorded. */
function lockTokens(api: ContractApi, caller: Caller, basket: Record<string, string>, isSignedWithActiveKey: unknown): Record<string, string> {
  const locked: Record<string, string> = {};
  for (const [symbol, quantity] of Object.entries(basket)) {
    if (moveFromCaller(api, caller, 'transferToContract', NFT_CONTRACT, symbol, quantity, isSignedWithActiveKey)) {
      locked[symbol] = quantity;
    }
  }
  return locked;
}

/** `issue` (reference §6.3); also runs each entry of `issueMultiple`. */
export function issueInstance(api: ContractApi, payload: Record<string, unknown>, callingContract: string | undefined): void {
  const { symbol, to, feeSymbol, lockTokens: basket, lockNfts, soulBound, properties, isSignedWithActiveKey } = payload;
  const toType = payload.toType === undefined ? 'user' : payload.toType;
  const caller = resolveCaller(api, payload.fromType, callingContract);
  const { nftIssuanceFee } = readParams(api);

  const areParamsValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(
      typeof symbol === 'string' && symbol !== '' && caller !== null &&
        typeof to === 'string' && to !== '' && isPartyType(toType) &&
        typeof feeSymbol === 'string' && feeSymbol !== '' && hasOwn(nftIssuanceFee, feeSymbol) &&
        isOptionalObject(properties) && isOptionalObject(basket) &&
        (lockNfts === undefined || Array.isArray(lockNfts)) &&
        (soulBound === undefined || typeof soulBound === 'boolean'),
      'invalid params',
    ) &&
    (lockNfts === undefined || isValidNftIdList(api, lockNfts as unknown[]));
  if (!areParamsValid || caller === null) return;

  const recipientType = toType as 'user' | 'contract';
  const recipient = normalizeParty(to as string, recipientType);
  if (!api.assert(isValidParty(recipient, recipientType), 'invalid to')) return;
  const nft = findNft(api, symbol as string);
  const feePrecision = findToken(api, feeSymbol)?.precision ?? null;
  if (!api.assert(nft !== null, 'symbol does not exist') || !api.assert(feePrecision !== null, 'fee symbol does not exist')) return;
  if (nft === null || feePrecision === null) return;

  const issuers = caller.fromType === 'contract' ? nft.authorizedIssuingContracts : nft.authorizedIssuingAccounts;
  if (
    !api.assert(issuers.includes(caller.from), 'not allowed to issue tokens') ||
    !api.assert(nft.maxSupply === 0 || nft.supply < nft.maxSupply, 'max supply limit reached')
  ) {
    return;
  }

  const fee = issuanceFeeOf(nftIssuanceFee[feeSymbol as string], nft, feePrecision);
  const balanceTable = caller.fromType === 'user' ? 'balances' : 'contractsBalances';
  const feeBalance = findBalance(api, caller.from, feeSymbol as string, balanceTable);
  const canPayFee = toBigNumber(fee).lte(0) || (feeBalance !== null && toBigNumber(feeBalance.balance).gte(fee));
  if (
    basket !== undefined &&
    !api.assert(
      isValidTokenBasket(api, basket as Record<string, unknown>, balanceTable, caller.from, feeSymbol as string, fee),
      `invalid basket of tokens to lock (cannot lock more than ${MAX_NUM_LOCKED_TOKEN_TYPES} token types; issuing account must have enough balance)`,
    )
  ) {
    return;
  }
  const finalProperties = (properties ?? {}) as Record<string, unknown>;
  if (properties !== undefined && !isValidDataProperties(api, caller, nft, finalProperties)) return;
  if (!api.assert(canPayFee, 'you must have enough tokens to cover the issuance fees')) return;
  if (!burnIssuanceFee(api, caller, feeSymbol as string, fee, isSignedWithActiveKey)) return;

  const lockedTokens = basket === undefined ? {} : lockTokens(api, caller, basket as Record<string, string>, isSignedWithActiveKey);
  const lockedNfts: NftIdGroup[] =
    Array.isArray(lockNfts) && lockNfts.length > 0
      ? transferAndVerify(api, caller.fromType, NFT_CONTRACT, 'contract', lockNfts as NftIdGroup[], isSignedWithActiveKey, callingContract).success
      : [];

  const newInstance: Omit<NftInstance, '_id'> = {
    account: recipient,
    soulBound: soulBound === true,
    ownedBy: ownerTypeOf(recipientType),
    lockedTokens,
    ...(lockedNfts.length > 0 ? { lockedNfts } : {}),
    properties: finalProperties,
  };
  const inserted = instanceTable(api, symbol as string).insert(newInstance);

  nft.supply += 1;
  if (recipient !== 'null' || recipientType === 'contract') nft.circulatingSupply += 1;
  saveNft(api, nft);

  api.emit('issue', {
    from: caller.from,
    fromType: caller.fromType,
    to: recipient,
    toType: recipientType,
    symbol,
    lockedTokens,
    lockedNfts,
    soulBound: soulBound === true,
    properties: finalProperties,
    id: inserted._id,
  });
}

export const issue: ActionHandler = (api, payload) => issueInstance(api, payload, api.callingContractInfo?.name);
