import type { ActionHandler } from '../../../chain/contract-api';
import { addFixed, countDecimals, isPositiveNumericString } from '../../shared/chain-number';
import { ACTIVE_KEY_REQUIRED, UTILITY_TOKEN_SYMBOL } from '../../shared/constants';
import { payFromSender } from '../../shared/token-transfers';
import { canPayUtilityFee } from '../../shared/utility-fee';
import { PACKMANAGER_CONTRACT, UTILITY_TOKEN_PRECISION } from '../constants';
import { findManagedNft, managedNftsTable } from '../tables';
import { isNonEmptyString } from '../validators';

/** `deposit`: moves BEE from the sender into an NFT's fee pool, which pays the issuance of opened packs. */
export const deposit: ActionHandler = (api, payload) => {
  const { nftSymbol, amount, isSignedWithActiveKey } = payload;
  const areParamsValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(
      isNonEmptyString(nftSymbol) && isPositiveNumericString(amount) && countDecimals(amount) <= UTILITY_TOKEN_PRECISION,
      'invalid params',
    );
  if (!areParamsValid) return;

  const managed = findManagedNft(api, nftSymbol);
  if (!api.assert(managed !== null, 'NFT not under management') || managed === null) return;
  if (!api.assert(canPayUtilityFee(api, amount), 'not enough tokens to deposit')) return;
  if (!payFromSender(api, 'transferToContract', PACKMANAGER_CONTRACT, UTILITY_TOKEN_SYMBOL, amount, isSignedWithActiveKey)) return;

  managed.feePool = addFixed(managed.feePool, amount, UTILITY_TOKEN_PRECISION);
  managedNftsTable(api).update(managed);
  api.emit('deposit', { nft: nftSymbol, newFeePool: managed.feePool });
};
