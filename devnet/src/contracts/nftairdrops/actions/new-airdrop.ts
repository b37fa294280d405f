import type { ActionHandler, ContractApi } from '../../../chain/contract-api';
import type { PartyType } from '../../nft/types';
import { toBigNumber } from '../../shared/chain-number';
import { ACTIVE_KEY_REQUIRED, BURN_ACCOUNT, UTILITY_TOKEN_SYMBOL } from '../../shared/constants';
import { findBalance } from '../../shared/token-tables';
import { isTransferVerified, transferFromCallingContract } from '../../shared/token-transfers';
import { reimburseNfts, reserveNfts } from '../nft-moves';
import { pendingAirdrops, readParams } from '../rows';
import { validateAirdrop } from '../validate-airdrop';

/** Burns the fee out of the sender's (or calling contract's) BEE and checks the transfer happened. */
function burnFee(api: ContractApi, from: string, fromType: PartyType, quantity: string): boolean {
  if (toBigNumber(quantity).eq(0)) return true;
  if (fromType === 'contract') {
    const result = transferFromCallingContract(api, BURN_ACCOUNT, UTILITY_TOKEN_SYMBOL, quantity, 'user');
    return isTransferVerified(result, { event: 'transferFromContract', from, to: BURN_ACCOUNT, symbol: UTILITY_TOKEN_SYMBOL, quantity });
  }
  const result = api.executeSmartContract('tokens', 'transfer', { from, to: BURN_ACCOUNT, symbol: UTILITY_TOKEN_SYMBOL, quantity });
  return isTransferVerified(result, { event: 'transfer', from, to: BURN_ACCOUNT, symbol: UTILITY_TOKEN_SYMBOL, quantity });
}

/**
 * `newAirdrop {symbol, list: [{to, toType?, ids}], startBlockNumber?, softFail?, fromType?}`
 * (active key): the fee (`feePerTransaction` BEE per NFT) is burned, the NFTs move into this
 * contract, and the `tick` of the following blocks hands them out. Event `newNftAirdrop`.
 */
export const newAirdrop: ActionHandler = (api, payload) => {
  if (!api.assert(payload.isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED)) return;
  const callingContract = api.callingContractInfo?.name;
  const senderType: PartyType = callingContract === undefined || payload.fromType !== 'contract' ? 'user' : 'contract';
  const sender = senderType === 'user' ? String(api.sender) : (callingContract as string);
  const params = readParams(api);
  const airdrop = validateAirdrop(api, {
    symbol: payload.symbol,
    list: payload.list,
    startBlockNumber: payload.startBlockNumber,
    softFail: payload.softFail,
    sender,
    senderType,
    params,
  });
  if (airdrop === null || airdrop.totalFee === null) return;

  const bee = findBalance(api, sender, UTILITY_TOKEN_SYMBOL, senderType === 'contract' ? 'contractsBalances' : 'balances');
  if (!api.assert(bee !== null && toBigNumber(bee.balance).gte(airdrop.totalFee), 'you must have enough tokens to cover the airdrop fee')) return;
  if (!api.assert(burnFee(api, sender, senderType, airdrop.totalFee), 'could not secure airdrop fee')) return;
  if (!api.assert(reserveNfts(api, senderType, airdrop.symbol, airdrop.nftIds, params.processingBatchSize), 'could not secure NFTs')) {
    reimburseNfts(api, sender, senderType, airdrop.symbol, airdrop.nftIds, params.processingBatchSize);
    return;
  }
  pendingAirdrops(api).insert(airdrop);
  api.emit('newNftAirdrop', { airdropId: airdrop.airdropId, sender, senderType, symbol: airdrop.symbol, startBlockNumber: airdrop.blockNumber });
};
