import type { ActionHandler, CallResult, ContractApi, Row } from '../../chain/contract-api';
import { ACTIVE_KEY_REQUIRED } from '../shared/constants';
import { hasErrors } from '../shared/token-transfers';
import { typedTable } from '../shared/typed-table';
import { POOLS_ACTIVE_KEY_REQUIRED } from './constants';
import { canPayFee } from './fee-check';
import { liquidityPositions } from './rows';
import { isValidTokenPair } from './token-pair';

/** LP mining runs in the `mining` contract; these actions create / update / toggle its pools. */

interface MiningParams extends Row {
  poolCreationFee: string;
  poolUpdateFee: string;
}

function miningParams(api: ContractApi, field: keyof MiningParams): MiningParams {
  const params = api.tableExists('params', 'mining')
    ? typedTable<MiningParams>(api.table('params', 'mining')).findOne({})
    : null;
  // the real contract destructures the row; without the mining contract it dies with this exception
  if (params === null) throw new TypeError(`Cannot destructure property '${String(field)}' of 'params' as it is null.`);
  return params;
}

/** The mining pool id of a pair's reward pool: `<minedToken>:EXT-<BASEQUOTE without the colon>`. */
export const rewardPoolId = (minedToken: unknown, tokenPair: string) => `${String(minedToken)}:EXT-${tokenPair.replace(':', '')}`;

function emitted(result: CallResult, event: string): boolean {
  return !hasErrors(result) && (result.events ?? []).some((e) => e.contract === 'mining' && e.event === event);
}

/** The checks createRewardPool and updateRewardPool share, in the real order. */
function mayManageRewardPool(api: ContractApi, payload: Record<string, unknown>, fee: string, feeError: string): payload is Record<string, unknown> & { tokenPair: string } {
  const positions = liquidityPositions(api).find({ tokenPair: payload.tokenPair }, { limit: 1 });
  return api.assert(canPayFee(api, fee), feeError)
    && isValidTokenPair(api, payload.tokenPair)
    && api.assert(positions.length > 0, 'pool must have liquidity positions')
    && api.assert(payload.isSignedWithActiveKey === true, POOLS_ACTIVE_KEY_REQUIRED);
}

/** `createRewardPool {tokenPair, lotteryWinners, lotteryIntervalHours, lotteryAmount, minedToken}`. */
export const createRewardPool: ActionHandler = (api, payload) => {
  const { poolCreationFee } = miningParams(api, 'poolCreationFee');
  if (!mayManageRewardPool(api, payload, poolCreationFee, 'you must have enough tokens to cover the creation fee')) return;
  const { tokenPair, lotteryWinners, lotteryIntervalHours, lotteryAmount, minedToken } = payload;
  const id = rewardPoolId(minedToken, tokenPair);
  const created = api.executeSmartContract('mining', 'createPool', {
    lotteryWinners, lotteryIntervalHours, lotteryAmount, minedToken, externalMiners: tokenPair,
  });
  if (!emitted(created, 'createPool')) return;
  api.executeSmartContract('mining', 'setActive', { id, active: true });
  api.emit('createRewardPool', { tokenPair, rewardPoolId: id });
};

/** `updateRewardPool {...}`: waits for a mining `updatePool` event that mining never emits, so it never emits its own. */
export const updateRewardPool: ActionHandler = (api, payload) => {
  const { poolUpdateFee } = miningParams(api, 'poolUpdateFee');
  if (!mayManageRewardPool(api, payload, poolUpdateFee, 'you must have enough tokens to cover the update fee')) return;
  const { tokenPair, lotteryWinners, lotteryIntervalHours, lotteryAmount, minedToken } = payload;
  const id = rewardPoolId(minedToken, tokenPair);
  const updated = api.executeSmartContract('mining', 'updatePool', { id, lotteryWinners, lotteryIntervalHours, lotteryAmount });
  if (emitted(updated, 'updatePool')) api.emit('updateRewardPool', { tokenPair, rewardPoolId: id });
};

/** `setRewardPoolActive {tokenPair, minedToken, active}`. */
export const setRewardPoolActive: ActionHandler = (api, payload) => {
  const { tokenPair, minedToken, active, isSignedWithActiveKey } = payload;
  if (!api.assert(isSignedWithActiveKey === true, ACTIVE_KEY_REQUIRED)
    || !isValidTokenPair(api, tokenPair)) return;
  const id = rewardPoolId(minedToken, tokenPair);
  const result = api.executeSmartContract('mining', 'setActive', { id, active });
  if (!hasErrors(result)) api.emit('setRewardPoolActive', { rewardPoolId: id, active });
};
