import { hive, queries, sidechain } from '@tdx/api';
import type { Balance, Metric, PendingUnstake, Token } from '@tdx/contracts';
import { hiveAccountExists, loadPendingUnstakes, loadWalletData } from './chain-reads';

jest.mock('@tdx/api', () => ({
  ...jest.requireActual('@tdx/api'),
  queries: { getBalances: jest.fn(), getTokens: jest.fn(), getMetrics: jest.fn() },
  sidechain: { findAll: jest.fn(), findOne: jest.fn() },
  hive: { getAccounts: jest.fn() },
}));
const api = { queries: jest.mocked(queries), sidechain: jest.mocked(sidechain), hive: jest.mocked(hive) };

const balance = (symbol: string) => ({ account: 'bob', symbol, balance: '1' }) as Balance;
const token = (symbol: string, issuer = 'x') => ({ symbol, issuer }) as Token;

afterEach(() => jest.resetAllMocks());

describe('loadWalletData', () => {
  it('reads every balance, the tokens and metrics of those symbols, the issued tokens and the pending unstakes', async () => {
    api.queries.getBalances.mockResolvedValue([balance('BEE'), balance('GAMER')]);
    api.queries.getTokens.mockImplementation(async (query) => ('issuer' in (query ?? {}) ? [token('MINE', 'bob')] : [token('BEE'), token('GAMER', 'bob')]));
    api.queries.getMetrics.mockResolvedValue([{ symbol: 'BEE', lastPrice: '0.2' } as Metric]);
    api.sidechain.findAll.mockResolvedValue([{ symbol: 'BEE' } as PendingUnstake]);

    const data = await loadWalletData('bob');

    expect(api.queries.getBalances).toHaveBeenCalledWith('bob');
    expect(api.queries.getTokens).toHaveBeenCalledWith({ issuer: 'bob' });
    expect(api.queries.getTokens).toHaveBeenCalledWith({ symbol: { $in: ['BEE', 'GAMER'] } });
    expect(api.queries.getMetrics).toHaveBeenCalledWith({ symbol: { $in: ['BEE', 'GAMER'] } });
    expect(api.sidechain.findAll).toHaveBeenCalledWith('tokens', 'pendingUnstakes', { account: 'bob' });
    expect([...data.tokens.keys()].sort()).toEqual(['BEE', 'GAMER', 'MINE']);
    expect(data.metrics.get('BEE')?.lastPrice).toBe('0.2');
    expect(data.pendingUnstakes).toHaveLength(1);
  });

  it('asks nothing more for an account without balances', async () => {
    api.queries.getBalances.mockResolvedValue([]);
    api.queries.getTokens.mockResolvedValue([]);
    api.sidechain.findAll.mockResolvedValue([]);
    const data = await loadWalletData('nobody');
    expect(api.queries.getTokens).toHaveBeenCalledTimes(1);
    expect(api.queries.getMetrics).not.toHaveBeenCalled();
    expect(data.balances).toEqual([]);
  });
});

describe('other reads', () => {
  it('sorts pending unstakes by their next tranche', async () => {
    api.sidechain.findAll.mockResolvedValue([{ txID: 'late', nextTransactionTimestamp: 2 }, { txID: 'soon', nextTransactionTimestamp: 1 }] as PendingUnstake[]);
    expect((await loadPendingUnstakes('bob', 'BEE')).map((row) => row.txID)).toEqual(['soon', 'late']);
    expect(api.sidechain.findAll).toHaveBeenCalledWith('tokens', 'pendingUnstakes', { account: 'bob', symbol: 'BEE' });
  });

  it('knows whether a Hive account exists', async () => {
    api.hive.getAccounts.mockResolvedValue([{ name: 'carol', balance: '1.000 HIVE', hbd_balance: '0.000 HBD' }]);
    await expect(hiveAccountExists('carol')).resolves.toBe(true);
    api.hive.getAccounts.mockResolvedValue([]);
    await expect(hiveAccountExists('nosuch')).resolves.toBe(false);
  });
});
