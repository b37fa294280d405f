import type { ActionHandler } from '../../../chain/contract-api';
import { isValidAccountLength } from '../../shared/accounts';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { findNft, saveNft } from '../tables';

/** `transferOwnership`: hands the NFT definition (issuer rights) to another account. */
export const transferOwnership: ActionHandler = (api, payload) => {
  const { symbol, to, isSignedWithActiveKey } = payload;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(typeof symbol === 'string' && symbol !== '' && typeof to === 'string' && to !== '', 'invalid params');
  if (!isValid) return;
  const nft = findNft(api, symbol);
  if (!nft || !api.assert(nft.issuer === api.sender, 'must be the issuer')) return;
  const finalTo = to.trim().toLowerCase();
  if (!api.assert(isValidAccountLength(finalTo), 'invalid to')) return;
  nft.issuer = finalTo;
  saveNft(api, nft);
  api.emit('transferOwnership', { from: api.sender, to: finalTo, symbol });
};
