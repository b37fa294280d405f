import type { ContractDefinition } from '../../chain/contract-api';
import { buy } from './actions/buy';
import { cancel } from './actions/cancel';
import { changePrice } from './actions/change-price';
import { enableMarket } from './actions/enable-market';
import { sell } from './actions/sell';
import { setMarketParams } from './actions/set-market-params';
import { NFTMARKET_CONTRACT } from './constants';

/**
 * The `nftmarket` contract (reference §7). Per-symbol `<SYMBOL>sellBook`, `openInterest` and
 * `tradesHistory` tables are made by `enableMarket`; `params` holds optional per-symbol rows.
 */
export const contract: ContractDefinition = {
  name: NFTMARKET_CONTRACT,
  owner: 'hive-engine',
  tables: [{ name: 'params', indexes: ['symbol'] }],
  actions: { enableMarket, setMarketParams, sell, changePrice, cancel, buy },
};
