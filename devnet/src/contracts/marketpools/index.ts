import type { ContractDefinition } from '../../chain/contract-api';
import { addLiquidity } from './add-liquidity';
import { MARKETPOOLS_OWNER } from './constants';
import { createPool } from './create-pool';
import { removeLiquidity } from './remove-liquidity';
import { createRewardPool, setRewardPoolActive, updateRewardPool } from './reward-pools';
import { poolsParams } from './rows';
import { swapTokens } from './swap-tokens';
import { updateParams } from './update-params';

/** Constant-product AMM ("Diesel pools", reference §5). */
export const contract: ContractDefinition = {
  name: 'marketpools',
  owner: MARKETPOOLS_OWNER,
  tables: [
    { name: 'pools', indexes: ['tokenPair'] },
    { name: 'liquidityPositions', indexes: ['account', 'tokenPair'] },
    { name: 'params' },
  ],
  genesis: (api) => {
    // the live params after the contract's two upgrades (updateIndex 1: LP timeFactor, 2: tradeFeeMul)
    poolsParams(api).insert({ poolCreationFee: '1000', updateIndex: 2, tradeFeeMul: '0.9975' });
  },
  actions: {
    createPool,
    addLiquidity,
    removeLiquidity,
    swapTokens,
    createRewardPool,
    updateRewardPool,
    setRewardPoolActive,
    updateParams,
  },
};
