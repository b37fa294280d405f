import type { SeedTable } from '../chain/seed-api';
import { DEFAULT_NFT_AIRDROP_PARAMS } from '../contracts/nftairdrops/rows';
import { ChainNumber, fixed, seedTable, transactionId } from './rows';
import type { SeedContext } from './seed-context';

const PENDING_RECIPIENTS = 120;

/**
 * The airdrops contract's params and one airdrop still being processed (its tokens already
 * sit in the contract), plus the NFT airdrops contract's params.
 */
export function seedAirdrops(context: SeedContext): SeedTable[] {
  const random = context.randomFor('airdrops');
  const { precision } = context.token('HONEY');
  const list = random.sample(context.users, PENDING_RECIPIENTS).map((to) => ({ to, quantity: fixed(random.int(1, 500), precision) }));
  const total = list.reduce((sum, { quantity }) => sum.plus(quantity), new ChainNumber(0));
  context.ledger.addToContract('airdrops', 'HONEY', total);
  const pending = { airdropId: transactionId(random), symbol: 'HONEY', type: 'transfer', list, blockNumber: 1 };
  return [
    seedTable('airdrops', { name: 'pendingAirdrops', indexes: ['airdropId', 'symbol'] }, [pending]),
    seedTable('airdrops', { name: 'params' }, [{ feePerTransaction: '0.1', maxTransactionsPerBlock: 50, maxAirdropsPerBlock: 1 }]),
    seedTable('nftairdrops', { name: 'pendingAirdrops', indexes: ['airdropId', 'symbol'] }, []),
    seedTable('nftairdrops', { name: 'params' }, [{ ...DEFAULT_NFT_AIRDROP_PARAMS }]),
  ];
}
