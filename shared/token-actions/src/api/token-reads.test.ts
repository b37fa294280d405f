import { sidechain } from '@tdx/api';
import type { PendingUnstake } from '@tdx/contracts';
import { pendingUnstakesQuery } from './token-reads';

jest.mock('@tdx/api', () => ({ sidechain: { findAll: jest.fn() } }));
const findAll = jest.mocked(sidechain.findAll);

describe('pendingUnstakesQuery', () => {
  it('sorts pending unstakes by their next tranche', async () => {
    findAll.mockResolvedValue([{ txID: 'late', nextTransactionTimestamp: 2 }, { txID: 'soon', nextTransactionTimestamp: 1 }] as PendingUnstake[]);
    expect((await pendingUnstakesQuery.fetch({ account: 'bob', symbol: 'BEE' })).map((row) => row.txID)).toEqual(['soon', 'late']);
    expect(findAll).toHaveBeenCalledWith('tokens', 'pendingUnstakes', { account: 'bob', symbol: 'BEE' });
  });
});
