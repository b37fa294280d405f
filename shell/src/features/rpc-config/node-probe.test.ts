import { configureApi, TransportError, type HttpRequest, type HttpResponse } from '@tdx/api/core';
import { blockHeightOf, probeNode, PROBE_TIMEOUT_MS } from './node-probe';

const requests: HttpRequest[] = [];

function answerWith(answer: (request: HttpRequest) => HttpResponse | Promise<HttpResponse>) {
  configureApi({
    transport: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
}

const rpcResult = (result: unknown) => (request: HttpRequest) => ({
  status: 200,
  data: { jsonrpc: '2.0', id: (request.data as { id: number }).id, result },
});

/** A clock that moves 42 ms between the probe's start and its end. */
function steppingClock() {
  let time = 1000;
  return () => {
    const current = time;
    time += 42;
    return current;
  };
}

beforeEach(() => {
  requests.length = 0;
});

describe('blockHeightOf', () => {
  it('reads head_block_number from a Hive node and blockNumber from a sidechain node', () => {
    expect(blockHeightOf('hive', { head_block_number: 90_000_001, blockNumber: 1 })).toBe(90_000_001);
    expect(blockHeightOf('sidechain', { blockNumber: 4321, head_block_number: 1 })).toBe(4321);
  });

  it.each([null, 'x', [], {}, { blockNumber: '4321' }, { blockNumber: -1 }, { blockNumber: 1.5 }, { blockNumber: Number.MAX_VALUE }])(
    'refuses the answer %p',
    (answer) => {
      expect(blockHeightOf('sidechain', answer)).toBeNull();
    },
  );
});

describe('probeNode', () => {
  it('asks a sidechain node for getLatestBlockInfo and maps latency and height', async () => {
    answerWith(rpcResult({ blockNumber: 777, refHiveBlockNumber: 5 }));
    await expect(probeNode('sidechain', 'https://engine.test', steppingClock())).resolves.toEqual({ reachable: true, latencyMs: 42, blockHeight: 777 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: 'https://engine.test/blockchain', data: { method: 'getLatestBlockInfo', params: {} } });
  });

  it('asks a Hive node for its dynamic global properties at the node address itself', async () => {
    answerWith(rpcResult({ head_block_number: 123 }));
    await expect(probeNode('hive', 'https://hive.test', steppingClock())).resolves.toMatchObject({ blockHeight: 123 });
    expect(requests[0]).toMatchObject({ url: 'https://hive.test', data: { method: 'condenser_api.get_dynamic_global_properties', params: [] } });
  });

  it('is unreachable when the node is down, without trying any other node', async () => {
    answerWith(() => {
      throw new TransportError('connection refused', 'network');
    });
    await expect(probeNode('sidechain', 'https://down.test')).resolves.toEqual({ reachable: false });
    expect(requests.map((r) => r.url)).toEqual(['https://down.test/blockchain']);
  });

  it('is unreachable when the node answers an error or something that is not a block', async () => {
    answerWith(() => ({ status: 502, data: '<html>bad gateway</html>' }));
    await expect(probeNode('sidechain', 'https://a.test')).resolves.toEqual({ reachable: false });
    answerWith(rpcResult({ blockNumber: 'lots' }));
    await expect(probeNode('sidechain', 'https://b.test')).resolves.toEqual({ reachable: false });
  });

  it('is unreachable when the node does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      answerWith(() => new Promise(() => undefined));
      const probe = probeNode('hive', 'https://slow.test');
      await jest.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
      await expect(probe).resolves.toEqual({ reachable: false });
    } finally {
      jest.useRealTimers();
    }
  });
});
