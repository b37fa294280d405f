import type { ContractDefinition, Row } from '../../chain/contract-api';
import type { TestChain } from '../../chain/testing';
import { createMarketChain, type Holding } from '../market/test-fixtures';
import { contract as marketpools } from './index';

/** A chain running `tokens`, `market` (for the oracle) and `marketpools`, with SWAP.HIVE, BEE and TKN (precision 3). */

export const PAIR = 'SWAP.HIVE:TKN';

export const POOL_HOLDINGS: Holding[] = [
  ['alice', 'BEE', '2000.00000000'],
  ['alice', 'SWAP.HIVE', '10000.00000000'],
  ['alice', 'TKN', '10000.000'],
  ['bob', 'BEE', '10.00000000'],
  ['bob', 'SWAP.HIVE', '1000.00000000'],
  ['bob', 'TKN', '1000.000'],
];

export function createPoolsChain(holdings: Holding[] = POOL_HOLDINGS, others: ContractDefinition[] = []): TestChain {
  return createMarketChain(holdings, [marketpools, ...others]);
}

export const run = (chain: TestChain, sender: string, action: string, payload: Record<string, unknown>, active = true) =>
  chain.runAction(sender, 'marketpools', action, payload, { active });

/** alice creates `SWAP.HIVE:TKN` and deposits the given reserves. */
export function createFundedPool(base: string, quote: string): TestChain {
  const chain = createPoolsChain();
  run(chain, 'alice', 'createPool', { tokenPair: PAIR });
  run(chain, 'alice', 'addLiquidity', { tokenPair: PAIR, baseQuantity: base, quoteQuantity: quote });
  return chain;
}

export function poolOf(chain: TestChain, tokenPair = PAIR): Row | null {
  return chain.table('marketpools', 'pools').findOne({ tokenPair });
}

export function positionOf(chain: TestChain, account: string, tokenPair = PAIR): Row | null {
  return chain.table('marketpools', 'liquidityPositions').findOne({ account, tokenPair });
}
