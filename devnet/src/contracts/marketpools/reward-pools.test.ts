import type { ContractDefinition } from '../../chain/contract-api';
import type { TestChain } from '../../chain/testing';
import { createPoolsChain, PAIR, POOL_HOLDINGS, run } from './test-fixtures';

/** A `mining` stand-in: the real one emits `createPool` and never an `updatePool` event. */
const mining: ContractDefinition = {
  name: 'mining',
  owner: 'hive-engine',
  tables: [{ name: 'params' }],
  genesis: (api) => {
    api.table('params').insert({ poolCreationFee: '1000', poolUpdateFee: '300' });
  },
  actions: {
    createPool: (api, payload) => api.emit('createPool', { id: `${String(payload.minedToken)}:EXT-${String(payload.externalMiners).replace(':', '')}` }),
    setActive: (api, payload) => api.emit('setActive', { id: payload.id, active: payload.active }),
    updatePool: () => undefined,
  },
};

const rewardPool = { tokenPair: PAIR, lotteryWinners: 1, lotteryIntervalHours: 1, lotteryAmount: '1', minedToken: 'TKN' };

function chainWithPosition(withMining: boolean): TestChain {
  const chain = createPoolsChain(POOL_HOLDINGS, withMining ? [mining] : []);
  run(chain, 'alice', 'createPool', { tokenPair: PAIR });
  run(chain, 'alice', 'addLiquidity', { tokenPair: PAIR, baseQuantity: '100', quoteQuantity: '400' });
  return chain;
}

describe('marketpools reward pools', () => {
  it('createRewardPool creates and activates the mining pool "<minedToken>:EXT-<BASEQUOTE>"', () => {
    const chain = chainWithPosition(true);
    const result = run(chain, 'alice', 'createRewardPool', rewardPool);
    expect(result.logs).toEqual({
      events: [
        { contract: 'mining', event: 'createPool', data: { id: 'TKN:EXT-SWAP.HIVETKN' } },
        { contract: 'mining', event: 'setActive', data: { id: 'TKN:EXT-SWAP.HIVETKN', active: true } },
        { contract: 'marketpools', event: 'createRewardPool', data: { tokenPair: PAIR, rewardPoolId: 'TKN:EXT-SWAP.HIVETKN' } },
      ],
    });
  });

  it('updateRewardPool never emits its own event', () => {
    const chain = chainWithPosition(true);
    expect(run(chain, 'alice', 'updateRewardPool', rewardPool).logs).toEqual({});
  });

  it('checks the fee, the pair, the positions and the active key in that order', () => {
    const chain = chainWithPosition(true);
    expect(run(chain, 'bob', 'createRewardPool', { ...rewardPool, tokenPair: 'X' }).logs).toEqual({ errors: ['you must have enough tokens to cover the creation fee'] });
    expect(run(chain, 'bob', 'updateRewardPool', { ...rewardPool, tokenPair: 'X' }).logs).toEqual({ errors: ['you must have enough tokens to cover the update fee'] });
    expect(run(chain, 'alice', 'createRewardPool', { ...rewardPool, tokenPair: 'BEE:TKN' }).logs).toEqual({ errors: ['pool must have liquidity positions'] });
    expect(run(chain, 'alice', 'createRewardPool', rewardPool, false).logs).toEqual({ errors: ['you must use a transaction signed with your active key'] });
  });

  it('dies with the real contract\'s exception when there is no mining contract', () => {
    const chain = chainWithPosition(false);
    expect(run(chain, 'alice', 'createRewardPool', rewardPool).logs).toEqual({
      errors: ["TypeError: Cannot destructure property 'poolCreationFee' of 'params' as it is null."],
    });
  });

  it('setRewardPoolActive relays to mining and emits unless mining logged errors', () => {
    const payload = { tokenPair: PAIR, minedToken: 'TKN', active: false };
    const withMining = chainWithPosition(true);
    expect(run(withMining, 'alice', 'setRewardPoolActive', payload).logs.events?.at(-1)).toEqual(
      { contract: 'marketpools', event: 'setRewardPoolActive', data: { rewardPoolId: 'TKN:EXT-SWAP.HIVETKN', active: false } },
    );
    expect(run(withMining, 'alice', 'setRewardPoolActive', payload, false).logs).toEqual({ errors: ['you must use a custom_json signed with your active key'] });

    const withoutMining = chainWithPosition(false);
    expect(run(withoutMining, 'alice', 'setRewardPoolActive', payload).logs).toEqual({ errors: ["contract doesn't exist"] });
  });
});
