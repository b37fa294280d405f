import type { ActionHandler } from '../../../chain/contract-api';
import { findNft } from '../../nft/tables';
import { isValidAccountLength } from '../../shared/accounts';
import { ACTIVE_KEY_REQUIRED } from '../../shared/constants';
import { MAX_BASIS_POINTS } from '../constants';
import { findMarketParams, isMarketEnabled } from '../tables';
import type { MarketParams } from '../types';

const isBasisPoints = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_BASIS_POINTS;

/** `setMarketParams`: the issuer sets officialMarket / agentCut / minFee; silent when none given. */
export const setMarketParams: ActionHandler = (api, payload) => {
  const { symbol, officialMarket, agentCut, minFee, isSignedWithActiveKey } = payload;
  if (!api.assert(typeof symbol === 'string' && symbol !== '', 'invalid params')) return;
  if (officialMarket === undefined && agentCut === undefined && minFee === undefined) return;
  const isValid =
    api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED) &&
    api.assert(isMarketEnabled(api, symbol), 'market not enabled for symbol') &&
    api.assert(
      (officialMarket === undefined ||
        (typeof officialMarket === 'string' && officialMarket !== '' && isValidAccountLength(officialMarket.trim().toLowerCase()))) &&
        (agentCut === undefined || isBasisPoints(agentCut)) &&
        (minFee === undefined || isBasisPoints(minFee)),
      'invalid params',
    );
  if (!isValid) return;
  const nft = findNft(api, symbol);
  if (!nft || !api.assert(nft.issuer === api.sender, 'must be the issuer')) return;

  const existing = findMarketParams(api, symbol);
  const params: MarketParams = existing ?? { symbol };
  const update: Record<string, unknown> = { symbol };
  let isChanged = false;
  if (officialMarket !== undefined) {
    const finalOfficialMarket = officialMarket.trim().toLowerCase();
    if (params.officialMarket === undefined || finalOfficialMarket !== params.officialMarket) {
      if (params.officialMarket !== undefined) update.oldOfficialMarket = params.officialMarket;
      params.officialMarket = finalOfficialMarket;
      update.officialMarket = finalOfficialMarket;
      isChanged = true;
    }
  }
  if (agentCut !== undefined && agentCut !== params.agentCut) {
    if (params.agentCut !== undefined) update.oldAgentCut = params.agentCut;
    params.agentCut = agentCut;
    update.agentCut = agentCut;
    isChanged = true;
  }
  if (minFee !== undefined && minFee !== params.minFee) {
    if (params.minFee !== undefined) update.oldMinFee = params.minFee;
    params.minFee = minFee;
    update.minFee = minFee;
    isChanged = true;
  }
  if (!isChanged) return;
  if (existing) api.table('params').update(params);
  else api.table('params').insert(params);
  api.emit('setMarketParams', update);
};
