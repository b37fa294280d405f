import { queries, sidechain } from '@tdx/api';
import type { Balance, Metric, PendingUnstake, Token } from '@tdx/contracts';
import { loadWalletData } from './chain-reads';

jest.mock('@tdx/api', () => ({
  ...jest.requireActual('@tdx/api'),
  queries: { getBalances: jest.fn(), getTokens: jest.fn(), getMetrics: jest.fn() },
  sidechain: { findAll: jest.fn() },
}));
const api = { queries: jest.mocked(queries), sidechain: jest.mocked(sidechain) };

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
