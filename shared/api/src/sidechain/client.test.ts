import { createJsonRpcClient } from '../jsonrpc/client';
import { fakeTransport, rpcAnswer } from '../testing/fake-transport';
import { createSidechainClient } from './client';
import { MAX_PAGES, PagingError } from './paging';

type FindParams = { contract: string; table: string; query: Record<string, unknown>; limit: number; indexes: unknown };

const honestPage = (rows: { _id: number }[]) => (params: FindParams) => {
  const after = (params.query?._id as { $gt?: number } | undefined)?.$gt ?? 0;
  return rows.filter((row) => row._id > after).slice(0, params.limit);
};

function sidechainOver(rows: { _id: number }[], page: (params: FindParams) => unknown = honestPage(rows)) {
  const transport = fakeTransport((request) => rpcAnswer(request, (_, params) => page(params as FindParams)));
  const rpc = createJsonRpcClient({ nodes: () => ['https://node.test'], timeoutMs: () => 1000, transport: () => transport });
  const finds = () => transport.requests.map((r) => (r.data as { params: FindParams }).params);
  return { sidechain: createSidechainClient(rpc), finds, transport };
}

const rowsUpTo = (count: number) => Array.from({ length: count }, (_, index) => ({ _id: index + 1, symbol: 'BEE' }));

describe('sidechain findAll (keyset paging by _id)', () => {
  it('pages with {_id: {$gt: lastId}} in _id order until a page is shorter than the page size', async () => {
    const { sidechain, finds } = sidechainOver(rowsUpTo(5));
    const rows = await sidechain.findAll('tokens', 'balances', { symbol: 'BEE' }, { pageSize: 2 });
    expect(rows.map((row) => row._id)).toEqual([1, 2, 3, 4, 5]);
    expect(finds().map((p) => p.query)).toEqual([
      { symbol: 'BEE' },
      { symbol: 'BEE', _id: { $gt: 2 } },
      { symbol: 'BEE', _id: { $gt: 4 } },
    ]);
    expect(finds().every((p) => p.limit === 2)).toBe(true);
    expect(finds()[0].indexes).toEqual([{ index: '_id', descending: false }]);
  });

  it('asks once more after an exactly full page and stops on the empty one', async () => {
    const { sidechain, finds } = sidechainOver(rowsUpTo(4));
    await expect(sidechain.findAll('tokens', 'tokens', {}, { pageSize: 2 })).resolves.toHaveLength(4);
    expect(finds()).toHaveLength(3);
  });

  it('uses pages of 1000 by default', async () => {
    const { sidechain, finds } = sidechainOver(rowsUpTo(3));
    await sidechain.findAll('tokens', 'tokens', {});
    expect(finds()[0].limit).toBe(1000);
  });

  it('stops with a PagingError when a node answers the same full page again', async () => {
    const { sidechain, finds } = sidechainOver([], () => rowsUpTo(2));
    const read = sidechain.findAll('tokens', 'tokens', {}, { pageSize: 2 });
    await expect(read).rejects.toThrow(PagingError);
    await expect(read).rejects.toThrow('endless list of tokens.tokens (a page ends at _id 2, not after 2)');
    expect(finds()).toHaveLength(2);
  });

  it('stops when a page goes back below the previous one', async () => {
    const { sidechain } = sidechainOver([], (params) => (params.query._id ? [{ _id: 1 }, { _id: 1 }] : rowsUpTo(2)));
    await expect(sidechain.findAll('tokens', 'tokens', {}, { pageSize: 2 })).rejects.toThrow('a page ends at _id 1, not after 2');
  });

  it(`gives up after ${MAX_PAGES} full pages even when every page advances`, async () => {
    const { sidechain, finds } = sidechainOver([], (params) => {
      const after = (params.query._id as { $gt: number } | undefined)?.$gt ?? 0;
      return [{ _id: after + 1 }];
    });
    await expect(sidechain.findAll('tokens', 'tokens', {}, { pageSize: 1 })).rejects.toThrow(`more than ${MAX_PAGES} full pages`);
    expect(finds()).toHaveLength(MAX_PAGES);
  });
});

describe('sidechain methods', () => {
  it('calls getTransactionInfo on /blockchain with the txid and find with its options on /contracts', async () => {
    const { sidechain, transport } = sidechainOver([]);
    await sidechain.getTransactionInfo('abc');
    await sidechain.find('market', 'buyBook', { symbol: 'BEE' }, { limit: 10, offset: 20 });
    expect(transport.requests[0].url).toBe('https://node.test/blockchain');
    expect(transport.requests[0].data).toMatchObject({ method: 'getTransactionInfo', params: { txid: 'abc' } });
    expect(transport.requests[1].url).toBe('https://node.test/contracts');
    expect(transport.requests[1].data).toMatchObject({
      method: 'find',
      params: { contract: 'market', table: 'buyBook', query: { symbol: 'BEE' }, limit: 10, offset: 20 },
    });
  });

  it('turns a null find result (unknown table) into an empty list', async () => {
    const transport = fakeTransport((request) => rpcAnswer(request, () => null));
    const rpc = createJsonRpcClient({ nodes: () => ['https://node.test'], timeoutMs: () => 1000, transport: () => transport });
    await expect(createSidechainClient(rpc).find('nft', 'NOPEinstances', {})).resolves.toEqual([]);
  });
});
