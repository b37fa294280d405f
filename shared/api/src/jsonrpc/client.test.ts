import { TransportError, type HttpRequest, type HttpResponse } from '../http/transport';
import { fakeTransport, rpcAnswer, type FakeHandler } from '../testing/fake-transport';
import { createJsonRpcClient, type JsonRpcClientOptions } from './client';
import { JsonRpcError, NodesUnavailableError } from './errors';

const NODES = ['https://a.test', 'https://b.test', 'https://c.test'];

function nodeOf(request: HttpRequest): string {
  return new URL(request.url).origin;
}

type Timing = Pick<JsonRpcClientOptions, 'failoverBudgetMs' | 'nodeCooldownMs'>;

function clientWith(handler: FakeHandler, maxBatchLength?: (node: string) => number, timing: Timing = {}) {
  const transport = fakeTransport(handler);
  const client = createJsonRpcClient({ nodes: () => NODES, timeoutMs: () => 1000, transport: () => transport, maxBatchLength, ...timing });
  return { client, transport, nodesAsked: () => transport.requests.map(nodeOf) };
}

const ok = (request: HttpRequest) => rpcAnswer(request, (method) => `${nodeOf(request)}:${method}`);
const down = () => {
  throw new TransportError('connection refused', 'network');
};
const internalError = (request: HttpRequest) => ({
  status: 200,
  data: { jsonrpc: '2.0', id: (request.data as { id: number }).id, error: { code: -32603, message: 'Internal error' } },
});
const hanging = () => new Promise<never>(() => {});

describe('JSON-RPC client failover', () => {
  it('moves to the next node, remembers it, and wraps to the first after the last', async () => {
    const dead = new Set(['https://a.test']);
    const { client, nodesAsked } = clientWith((request) => (dead.has(nodeOf(request)) ? down() : ok(request)));

    await expect(client.call('contracts', 'find', { n: 1 })).resolves.toBe('https://b.test:find');
    expect(client.currentNode()).toBe('https://b.test');

    dead.clear();
    dead.add('https://b.test');
    dead.add('https://c.test');
    await expect(client.call('contracts', 'find', { n: 2 })).resolves.toBe('https://a.test:find');
    expect(nodesAsked()).toEqual(['https://a.test', 'https://b.test', 'https://b.test', 'https://c.test', 'https://a.test']);
  });

  it('posts to <node>/<endpoint> a JSON-RPC 2.0 envelope', async () => {
    const { client, transport } = clientWith(ok);
    await client.call('blockchain', 'getStatus', {});
    expect(transport.requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://a.test/blockchain',
      data: { jsonrpc: '2.0', method: 'getStatus', params: {}, id: expect.any(Number) },
    });
  });

  it('fails over when a node does not answer within the timeout', async () => {
    jest.useFakeTimers();
    try {
      const { client, nodesAsked } = clientWith((request) => (nodeOf(request) === 'https://a.test' ? new Promise(() => {}) : ok(request)));
      const answer = client.call('contracts', 'find', {});
      await jest.advanceTimersByTimeAsync(999);
      expect(nodesAsked()).toEqual(['https://a.test']);
      await jest.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toBe('https://b.test:find');
    } finally {
      jest.useRealTimers();
    }
  });

  it('fails over on HTTP 5xx and on bodies that are not JSON-RPC answers', async () => {
    const { client, nodesAsked } = clientWith((request) => {
      if (nodeOf(request) === 'https://a.test') return { status: 500, data: { error: 'Error processing requests' } };
      if (nodeOf(request) === 'https://b.test') return { status: 200, data: '<html>gateway</html>' };
      return ok(request);
    });
    await expect(client.call('contracts', 'find', {})).resolves.toBe('https://c.test:find');
    expect(nodesAsked()).toEqual(NODES);
  });

  it('does not fail over on a JSON-RPC error answer: it is the node speaking', async () => {
    const { client, nodesAsked } = clientWith((request) => ({
      status: 200,
      data: { jsonrpc: '2.0', id: (request.data as { id: number }).id, error: { code: 400, message: 'limit is too high, maximum limit is 1000' } },
    }));
    const failure = client.call('contracts', 'find', { limit: 5000 });
    await expect(failure).rejects.toBeInstanceOf(JsonRpcError);
    await expect(failure).rejects.toMatchObject({ code: 400, message: 'limit is too high, maximum limit is 1000', node: 'https://a.test' });
    expect(nodesAsked()).toEqual(['https://a.test']);
  });

  it('gives up with NodesUnavailableError after trying every node once', async () => {
    const { client, nodesAsked } = clientWith(down);
    await expect(client.call('contracts', 'find', {})).rejects.toBeInstanceOf(NodesUnavailableError);
    expect(nodesAsked()).toEqual(NODES);
  });

  it('fails over on a JSON-RPC internal error (-32603): the node broke, not the request', async () => {
    const { client, nodesAsked } = clientWith((request) => (nodeOf(request) === 'https://a.test' ? internalError(request) : ok(request)));
    await expect(client.call('contracts', 'find', {})).resolves.toBe('https://b.test:find');
    expect(nodesAsked()).toEqual(['https://a.test', 'https://b.test']);
  });

  it('fails a batch over when one of its envelopes is an internal error', async () => {
    const { client, nodesAsked } = clientWith(
      (request) => {
        if (nodeOf(request) !== 'https://a.test') return rpcAnswer(request, (_, p) => p);
        const calls = request.data as { id: number; params: { n: number } }[];
        return { status: 200, data: calls.map(({ id, params: p }) => (p.n === 2 ? internalError({ ...request, data: { id } }).data : { jsonrpc: '2.0', id, result: p.n })) };
      },
      () => 5,
    );
    await expect(Promise.all([1, 2].map((n) => client.call('contracts', 'find', { n })))).resolves.toEqual([{ n: 1 }, { n: 2 }]);
    expect(nodesAsked()).toEqual(['https://a.test', 'https://b.test']);
  });

  it('gives up once the total budget is spent, the last attempt cut short to what is left', async () => {
    jest.useFakeTimers();
    try {
      const { client, nodesAsked, transport } = clientWith(hanging, undefined, { failoverBudgetMs: () => 2500 });
      const answer = client.call('contracts', 'find', {});
      const settled = answer.catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(2500);
      await expect(settled).resolves.toBeInstanceOf(NodesUnavailableError);
      await expect(answer).rejects.toThrow('No node answered (https://a.test, https://b.test, https://c.test)');
      expect(nodesAsked()).toEqual(NODES);
      expect(transport.requests.map((r) => r.timeoutMs)).toEqual([1000, 1000, 500]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops before a node when no budget is left', async () => {
    jest.useFakeTimers();
    try {
      const { client, nodesAsked } = clientWith(hanging, undefined, { failoverBudgetMs: () => 1000 });
      const answer = client.call('contracts', 'find', {}).catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(1000);
      await expect(answer).resolves.toMatchObject({ name: 'NodesUnavailableError', nodes: ['https://a.test'] });
      expect(nodesAsked()).toEqual(['https://a.test']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('skips a node that just failed while it cools down', async () => {
    jest.useFakeTimers();
    try {
      const slowly = (request: HttpRequest) => new Promise<HttpResponse>((resolve) => setTimeout(() => resolve(ok(request)), 500));
      const { client, nodesAsked } = clientWith((request) => (nodeOf(request) === 'https://a.test' ? down() : slowly(request)), undefined, {
        nodeCooldownMs: () => 30_000,
      });
      const first = client.call('contracts', 'find', { n: 1 });
      await jest.advanceTimersByTimeAsync(0);
      // a failed a moment ago and no call has succeeded yet: the next call goes straight to b.
      const second = client.call('contracts', 'find', { n: 2 });
      await jest.advanceTimersByTimeAsync(500);
      await expect(Promise.all([first, second])).resolves.toEqual(['https://b.test:find', 'https://b.test:find']);
      expect(nodesAsked()).toEqual(['https://a.test', 'https://b.test', 'https://b.test']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tries cooling nodes too when every node is cooling down', async () => {
    const dead = new Set(NODES);
    const { client, nodesAsked } = clientWith((request) => (dead.has(nodeOf(request)) ? down() : ok(request)));
    await expect(client.call('contracts', 'find', { n: 1 })).rejects.toBeInstanceOf(NodesUnavailableError);
    dead.clear();
    await expect(client.call('contracts', 'find', { n: 2 })).resolves.toBe('https://a.test:find');
    expect(nodesAsked()).toEqual([...NODES, 'https://a.test']);
  });
});

describe('JSON-RPC client de-duplication', () => {
  it('sends identical reads in flight once, distinct ones separately, and again once settled', async () => {
    const { client, transport } = clientWith(ok);
    const [first, second, other] = await Promise.all([
      client.call('contracts', 'find', { table: 'tokens' }),
      client.call('contracts', 'find', { table: 'tokens' }),
      client.call('contracts', 'find', { table: 'metrics' }),
    ]);
    expect(first).toBe(second);
    expect(other).toBe('https://a.test:find');
    expect(transport.requests).toHaveLength(2);

    await client.call('contracts', 'find', { table: 'tokens' });
    expect(transport.requests).toHaveLength(3);
  });
});

describe('JSON-RPC client batching', () => {
  const params = (request: HttpRequest) => request.data;

  it('sends calls of one microtask window as one batch when the node allows it', async () => {
    const { client, transport } = clientWith(
      (request) => rpcAnswer(request, (_, p) => (p as { n: number }).n * 10),
      () => 5,
    );
    const answers = await Promise.all([1, 2, 3].map((n) => client.call('contracts', 'find', { n })));
    expect(answers).toEqual([10, 20, 30]);
    expect(transport.requests).toHaveLength(1);
    expect(Array.isArray(params(transport.requests[0]))).toBe(true);
  });

  it('splits a window into batches of the node limit', async () => {
    const { client, transport } = clientWith(
      (request) => rpcAnswer(request, (_, p) => p),
      () => 2,
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => client.call('contracts', 'find', { n })));
    expect(transport.requests.map((r) => (r.data as unknown[]).length)).toEqual([2, 2, 1]);
  });

  it('rejects only the batched call whose envelope is an error', async () => {
    const { client } = clientWith(
      (request) => ({
        status: 200,
        data: (request.data as { id: number; params: { n: number } }[]).map(({ id, params: p }) =>
          p.n === 2 ? { jsonrpc: '2.0', id, error: { code: 400, message: 'bad' } } : { jsonrpc: '2.0', id, result: p.n },
        ),
      }),
      () => 5,
    );
    const settled = await Promise.allSettled([1, 2, 3].map((n) => client.call('contracts', 'find', { n })));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('fails a batch over to the next node, sending singles where that node does not batch', async () => {
    const { client, nodesAsked, transport } = clientWith(
      (request) => (nodeOf(request) === 'https://a.test' ? down() : rpcAnswer(request, (_, p) => p)),
      (node) => (node === 'https://a.test' ? 5 : 1),
    );
    await expect(Promise.all([1, 2].map((n) => client.call('contracts', 'find', { n })))).resolves.toEqual([{ n: 1 }, { n: 2 }]);
    expect(nodesAsked()).toEqual(['https://a.test', 'https://b.test', 'https://b.test']);
    expect(transport.requests.slice(1).every((r) => !Array.isArray(r.data))).toBe(true);
  });

  it('sends one request per call when batching is off', async () => {
    const { client, transport } = clientWith(ok);
    await Promise.all([1, 2, 3].map((n) => client.call('contracts', 'find', { n })));
    expect(transport.requests).toHaveLength(3);
    expect(transport.requests.every((r) => !Array.isArray(r.data))).toBe(true);
  });
});
