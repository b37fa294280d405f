import type { ActionHandler } from '../../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { burnUtilityFee, canPayUtilityFee } from '../../shared/utility-fee';
import { MAX_UNDELEGATION_COOLDOWN_DAYS } from '../constants';
import { findNft, readParams, saveNft } from '../tables';

/** `enableDelegation`: issuer only, burns `enableDelegationFee` BEE (message has ONE space). */
export const enableDelegation: ActionHandler = (api, payload) => {
  const { symbol, undelegationCooldown, isSignedWithActiveKey } = payload;
  const { enableDelegationFee } = readParams(api);
  const isValid =
    api.assert(canPayUtilityFee(api, enableDelegationFee), 'you must have enough tokens to cover fees') &&
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(typeof symbol === 'string' && symbol !== '', 'invalid symbol') &&
    api.assert(
      Number.isInteger(undelegationCooldown) && undelegationCooldown > 0 && undelegationCooldown <= MAX_UNDELEGATION_COOLDOWN_DAYS,
      `undelegationCooldown must be an integer between 1 and ${MAX_UNDELEGATION_COOLDOWN_DAYS}`,
    );
  if (!isValid) return;
  const nft = findNft(api, symbol);
  const canEnable =
    api.assert(nft !== null, 'symbol does not exist') &&
    api.assert(nft?.issuer === api.sender, 'must be the issuer') &&
    api.assert(nft?.delegationEnabled !== true, 'delegation already enabled');
  if (!canEnable || nft === null) return;
  if (!burnUtilityFee(api, enableDelegationFee, isSignedWithActiveKey)) return;
  nft.delegationEnabled = true;
  nft.undelegationCooldown = undelegationCooldown;
  saveNft(api, nft);
};
