import type { SidechainClient } from './client';
import { createSidechainQueries, TOKEN_REUSE_MS } from './queries';
import { MAX_METADATA_LENGTH } from './token-mapping';

function fakeSidechain(rows: Record<string, unknown[]>) {
  const calls: unknown[][] = [];
  const record =
    (kind: string) =>
    async (...args: unknown[]) => {
      calls.push([kind, ...args]);
      return rows[`${args[0]}/${args[1]}`] ?? [];
    };
  const sidechain = { find: record('find'), findAll: record('findAll'), findOne: record('findOne') } as unknown as SidechainClient;
  return { queries: createSidechainQueries(sidechain), calls };
}

/** A `tokens.tokens` row with every field the site checks; `patch` changes some. */
const tokenRow = (patch: Record<string, unknown>) => ({ issuer: 'alice', name: 'Token', precision: 3, maxSupply: '1000', supply: '10', circulatingSupply: '10', metadata: null, ...patch });

const metricRow = (symbol: string, lastPrice: string) => ({
  symbol,
  volume: '0',
  volumeExpiration: 0,
  lastPrice,
  lowestAsk: lastPrice,
  highestBid: lastPrice,
  lastDayPrice: lastPrice,
  lastDayPriceExpiration: 0,
  priceChangePercent: '0%',
  priceChangeHive: '0',
});

describe('sidechain queries', () => {
  it('parses token metadata and derives the icon, tolerating broken or hostile metadata', async () => {
    const { queries } = fakeSidechain({
      'tokens/tokens': [
        tokenRow({ _id: 1, symbol: 'BEE', metadata: '{"icon":"https://x.test/bee.png","desc":"<b>hi</b>"}' }),
        tokenRow({ _id: 2, symbol: 'BAD', metadata: '{not json' }),
        tokenRow({ _id: 3, symbol: 'ARR', metadata: '[1,2]' }),
        tokenRow({ _id: 4, symbol: 'NUM', metadata: '{"icon":42}' }),
        tokenRow({ _id: 5, symbol: 'HUGE', metadata: JSON.stringify({ icon: 'https://x.test/huge.png', desc: 'x'.repeat(MAX_METADATA_LENGTH) }) }),
        tokenRow({ _id: 6, symbol: 'LONG', metadata: JSON.stringify({ desc: 'y'.repeat(5000) }) }),
        tokenRow({ _id: 7, symbol: 'OBJ', metadata: { icon: 'https://x.test/obj.png' } }),
        tokenRow({ _id: 8, symbol: 'NULL', metadata: null }),
      ],
    });
    const tokens = await queries.getTokens();
    expect(tokens.map((t) => [t.symbol, t.icon, t.metadata])).toEqual([
      ['BEE', 'https://x.test/bee.png', { icon: 'https://x.test/bee.png', desc: '<b>hi</b>' }],
      ['BAD', '', {}],
      ['ARR', '', {}],
      ['NUM', '', { icon: 42 }],
      // over the size limit: not parsed at all
      ['HUGE', '', {}],
      ['LONG', '', { desc: 'y'.repeat(5000) }],
      // a node answering an object where the chain stores a string
      ['OBJ', '', {}],
      ['NULL', '', {}],
    ]);
  });

  it('shows names and descriptions without the invisible characters that would disguise them', async () => {
    const { queries } = fakeSidechain({
      'tokens/tokens': [
        tokenRow({ _id: 1, symbol: 'RTLCOIN', name: 'Invoice \u202Efdp.exe', metadata: JSON.stringify({ desc: 'Invoice \u202Efdp.exe' }) }),
        tokenRow({ _id: 2, symbol: 'ZWJBEE', name: 'B\u200DE\u200DE', metadata: JSON.stringify({ desc: 42 }) }),
      ],
    });
    const tokens = await queries.getTokens();
    expect(tokens.map((t) => [t.symbol, t.name, t.metadata.desc])).toEqual([
      ['RTLCOIN', 'Invoice fdp.exe', 'Invoice fdp.exe'],
      ['ZWJBEE', 'BEE', 42],
    ]);
  });

  it('skips and logs a token row or metric the node sends malformed, keeping the rest of the list', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queries } = fakeSidechain({
      'tokens/tokens': [tokenRow({ _id: 1, symbol: 'GOOD' }), tokenRow({ _id: 2, symbol: 'BADPREC', precision: 'x' }), tokenRow({ _id: 3, symbol: 'BADSUP', supply: 'lots' }), { _id: 4 }],
      'market/metrics': [metricRow('GOOD', '0.5'), { ...metricRow('BROKEN', '1'), lastPrice: null }],
    });
    expect((await queries.getTokens()).map((token) => token.symbol)).toEqual(['GOOD']);
    expect((await queries.getMetrics()).map((metric) => metric.symbol)).toEqual(['GOOD', 'SWAP.HIVE']);
    expect(logged).toHaveBeenCalledTimes(4);
    expect(logged).toHaveBeenCalledWith('Skipped a malformed tokens.tokens row', expect.objectContaining({ symbol: 'BADPREC' }), expect.stringContaining('precision'));
    logged.mockRestore();
  });

  it('answers a malformed token row as no token', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const findOne = jest.fn().mockResolvedValue(tokenRow({ _id: 1, symbol: 'BEE', precision: 99 }));
    await expect(createSidechainQueries({ findOne } as unknown as SidechainClient).getToken('BEE')).resolves.toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('adds the synthetic SWAP.HIVE metric priced 1, once', async () => {
    const { queries } = fakeSidechain({ 'market/metrics': [metricRow('BEE', '0.2'), metricRow('SWAP.HIVE', '7')] });
    const metrics = await queries.getMetrics();
    expect(metrics.map((m) => [m.symbol, m.lastPrice])).toEqual([
      ['BEE', '0.2'],
      ['SWAP.HIVE', '1'],
    ]);
  });

  it('reads NFT instances from <SYMBOL>instances with the id as nftId', async () => {
    const { queries, calls } = fakeSidechain({ 'nft/CITYinstances': [{ _id: 7, account: 'alice', properties: { name: 'x' } }] });
    await expect(queries.getNftInstances('CITY', { account: 'alice' })).resolves.toEqual([
      { _id: 7, nftSymbol: 'CITY', nftId: '7', account: 'alice', ownedBy: undefined, previousAccount: undefined, properties: { name: 'x' } },
    ]);
    expect(calls[0]).toEqual(['findAll', 'nft', 'CITYinstances', { account: 'alice' }]);
  });

  it('reads sell books, balances and trades from the spec tables', async () => {
    const { queries, calls } = fakeSidechain({});
    await queries.getNftSellBook('CITY');
    await queries.getBalance('alice', 'BEE');
    await queries.getTradesHistory('BEE', 'buy');
    expect(calls).toEqual([
      ['findAll', 'nftmarket', 'CITYsellBook', {}],
      ['findOne', 'tokens', 'balances', { account: 'alice', symbol: 'BEE' }],
      ['find', 'market', 'tradesHistory', { symbol: 'BEE', type: 'buy' }, { limit: 100, indexes: [{ index: 'timestamp', descending: true }] }],
    ]);
  });

  describe('getToken', () => {
    function tokenChain(answers: (() => Promise<unknown>)[]) {
      let now = 0;
      const findOne = jest.fn(() => answers.shift()!());
      const queries = createSidechainQueries({ findOne } as unknown as SidechainClient, () => now);
      return { queries, findOne, advance: (ms: number) => (now += ms) };
    }
    const beeRow = () => Promise.resolve(tokenRow({ _id: 1, symbol: 'BEE', name: 'Bee', metadata: '{"url":"https://bee.test"}' }));

    it('reads one row and lets a recent read, answered or under way, serve the next callers', async () => {
      const { queries, findOne, advance } = tokenChain([beeRow, beeRow]);
      const first = queries.getToken('BEE');
      expect(queries.getToken('BEE')).toBe(first);
      await expect(first).resolves.toMatchObject({ symbol: 'BEE', name: 'Bee', metadata: { url: 'https://bee.test' } });
      advance(TOKEN_REUSE_MS - 1);
      await queries.getToken('BEE');
      expect(findOne).toHaveBeenCalledTimes(1);
      expect(findOne).toHaveBeenCalledWith('tokens', 'tokens', { symbol: 'BEE' });
      advance(1);
      await queries.getToken('BEE');
      expect(findOne).toHaveBeenCalledTimes(2);
    });

    it('answers null for an unknown token and reads again after a failure', async () => {
      const { queries, findOne } = tokenChain([() => Promise.resolve(null), () => Promise.reject(new Error('down')), beeRow]);
      await expect(queries.getToken('NOPE')).resolves.toBeNull();
      await expect(queries.getToken('BEE')).rejects.toThrow('down');
      await expect(queries.getToken('BEE')).resolves.toMatchObject({ symbol: 'BEE' });
      expect(findOne).toHaveBeenCalledTimes(3);
    });
  });
});
