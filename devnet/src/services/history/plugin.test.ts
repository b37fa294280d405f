import { contract as tokens } from '../../contracts/tokens';
import { createTestServer, type TestServer } from '../common/test-server';
import { seededTables } from '../common/test-seed';
import { infoService } from '../info/plugin';
import { historyService } from './plugin';

// Building the seed takes a few seconds, more on a loaded machine.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([historyService, infoService], { contracts: [tokens], ...seededTables(['tokens', 'market']) });
});
afterAll(() => server.close());

const transfer = (quantity: string, memo: string) =>
  server.runtime.chain.submit(
    'alice',
    true,
    { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'bob', quantity, memo } },
    `${'ab'.repeat(19)}${quantity.replace('.', '').padStart(2, '0').slice(-2)}`,
  );

describe('GET /history/accountHistory', () => {
  it('has seeded market history for the dev accounts on a fresh start', async () => {
    const rows = (await server.request({ url: '/history/accountHistory?account=alice&ops=market_buy,market_sell&limit=5' })).json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ account: 'alice', operation: expect.stringMatching(/^market_(buy|sell)$/), quantityTokens: expect.any(String) });
  });

  it('has seeded pool history for the dev accounts on a fresh start, newest first', async () => {
    const rows = (await server.request({ url: '/history/accountHistory?account=bob&ops=marketpools_swapTokens,marketpools_addLiquidity,marketpools_removeLiquidity&limit=500' })).json();
    expect(rows.length).toBeGreaterThan(50);
    expect(rows[0]).toMatchObject({ account: 'bob', operation: expect.stringMatching(/^marketpools_/), symbol: expect.any(String), quantity: expect.any(String) });
    expect(rows.map((row: { timestamp: number }) => row.timestamp)).toEqual(rows.map((row: { timestamp: number }) => row.timestamp).sort((a: number, b: number) => b - a));
    expect(new Set(rows.map((row: { _id: string }) => row._id)).size).toBe(rows.length);
  });

  it('shows a new transfer to the sender and the receiver, newest first, with the memo', async () => {
    transfer('1.25', 'lunch');
    const [sender] = (await server.request({ url: '/history/accountHistory?account=alice&symbol=BEE&ops=tokens_transfer&limit=1' })).json();
    const [receiver] = (await server.request({ url: '/history/accountHistory?account=bob&symbol=BEE&ops=tokens_transfer&limit=1' })).json();
    const expected = { operation: 'tokens_transfer', from: 'alice', to: 'bob', symbol: 'BEE', quantity: '1.25', memo: 'lunch' };
    expect(sender).toMatchObject({ ...expected, account: 'alice' });
    expect(receiver).toMatchObject({ ...expected, account: 'bob' });
    expect(sender.transactionId).toBe(receiver.transactionId);
  });

  it('records nothing for a failed transaction', async () => {
    const before = (await server.request({ url: '/history/accountHistory?account=alice&ops=tokens_transfer' })).json().length;
    server.runtime.chain.submit('alice', true, { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'bob', quantity: '1e30' } }, 'cd'.repeat(20));
    expect((await server.request({ url: '/history/accountHistory?account=alice&ops=tokens_transfer' })).json()).toHaveLength(before);
  });

  it('pages with limit and offset', async () => {
    const all = (await server.request({ url: '/history/accountHistory?account=alice&limit=6' })).json();
    const page = (await server.request({ url: '/history/accountHistory?account=alice&limit=3&offset=3' })).json();
    expect(page).toEqual(all.slice(3, 6));
  });

  it.each([
    ['/history/accountHistory', 'an error occurred'],
    ['/history/accountHistory?account=alice&limit=501', 'limit is too high, maximum limit is 500'],
    ['/history/nftHistory?accounts=bob', 'an error occurred'],
    ['/history/marketHistory', 'an error occurred'],
  ])('answers 400 with errors for %s', async (url, error) => {
    const response = await server.request({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [error] });
  });
});

describe('candles', () => {
  it('serves daily marketHistory newest first and info OHLCV oldest first from the seeded trades', async () => {
    const daily = (await server.request({ url: '/history/marketHistory?symbol=BEE' })).json();
    // 7 days of seeded trades, although the contract's tradesHistory holds only the last 24 h
    expect(daily.length).toBeGreaterThanOrEqual(7);
    expect(daily[0]).toMatchObject({ symbol: 'BEE', openPrice: expect.stringMatching(/^\d+\.\d{8}$/) });
    const candles = (await server.request({ url: '/info/market/ohlcv?symbol=BEE&interval=daily' })).json();
    expect(candles.map((c: { timestamp: number }) => c.timestamp)).toEqual(daily.map((d: { timestamp: number }) => d.timestamp).reverse());
    expect(Object.keys(candles[0]).sort()).toEqual(['baseVolume', 'close', 'high', 'low', 'open', 'quoteVolume', 'timestamp']);
  });

  it('answers 400 with a message for bad OHLCV parameters', async () => {
    const response = await server.request({ url: '/info/market/ohlcv?symbol=BEE&interval=weekly' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'interval must be daily or hourly' });
  });
});
