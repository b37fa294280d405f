import { createAirdropChain } from '../test-fixtures';

describe('nftairdrops.updateParams', () => {
  it('saves the valid fields, refuses the others by name, and emits every param', () => {
    const chain = createAirdropChain(0);
    const result = chain.runAction('hive-engine', 'nftairdrops', 'updateParams', {
      feePerTransaction: '0.5',
      maxTransactionsPerAccount: 20000,
      processingBatchSize: 0,
      enabledFromTypes: ['user', 'contract', 'user'],
    });
    expect(result.logs.errors).toEqual(['invalid maxTransactionsPerAccount', 'invalid processingBatchSize']);
    expect(result.logs.events?.[0].data).toEqual({
      feePerTransaction: '0.5',
      maxTransactionsPerAirdrop: 10000,
      maxTransactionsPerAccount: 50,
      maxTransactionsPerBlock: 500,
      maxAirdropsPerBlock: 1,
      processingBatchSize: 50,
      enabledFromTypes: ['user', 'contract'],
    });
  });

  it('is the owner’s only', () => {
    const chain = createAirdropChain(0);
    expect(chain.runAction('alice', 'nftairdrops', 'updateParams', { feePerTransaction: '0' }).logs).toEqual({ errors: ['not authorized'] });
  });
});
