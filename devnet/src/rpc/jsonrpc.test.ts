import { badParams, dispatch, type RpcMethod } from './jsonrpc';

const methods = new Map<string, RpcMethod>([
  ['echo', (params) => params],
  ['nothing', () => undefined],
  ['fail', () => {
    throw badParams('missing or wrong parameters: txid is required');
  }],
  ['crash', () => {
    throw new Error('boom');
  }],
]);
const call = (body: unknown, maxBatchLength = 1) => dispatch(body, { methods, maxBatchLength });

describe('JSON-RPC dispatch (jayson envelopes)', () => {
  it('answers a request with its id and result; undefined results become null', () => {
    expect(call({ jsonrpc: '2.0', id: 7, method: 'echo', params: { a: 1 } }).body).toEqual({ jsonrpc: '2.0', id: 7, result: { a: 1 } });
    expect(call({ jsonrpc: '2.0', id: 'x', method: 'nothing' }).body).toEqual({ jsonrpc: '2.0', id: 'x', result: null });
  });

  it('passes array params as an empty object of named params', () => {
    expect(call({ jsonrpc: '2.0', id: 1, method: 'echo', params: [1, 2] }).body).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });

  it('uses code 400 for method errors, -32601 for unknown methods, -32603 for crashes', () => {
    expect(call({ jsonrpc: '2.0', id: 1, method: 'fail' }).body).toEqual({ jsonrpc: '2.0', id: 1, error: { code: 400, message: 'missing or wrong parameters: txid is required' } });
    expect(call({ jsonrpc: '2.0', id: 1, method: 'nope' }).body).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(call({ jsonrpc: '2.0', id: 1, method: 'crash' }).body).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error' } });
    expect(logged).toHaveBeenCalledWith('devnet: JSON-RPC method crash failed', expect.any(Error));
    logged.mockRestore();
    expect(call({ jsonrpc: '2.0', id: 1, method: 'constructor' }).body).toMatchObject({ error: { code: -32601 } });
  });

  it.each([[{ id: 1, method: 'echo' }], [{ jsonrpc: '1.0', id: 1, method: 'echo' }], [{ jsonrpc: '2.0', id: 1, method: 5 }], [{ jsonrpc: '2.0', id: {}, method: 'echo' }], [[]], ['text'], [{ jsonrpc: '2.0', id: 1, method: 'echo', params: 'x' }], [{ jsonrpc: '2.0', id: 1, method: 'echo', params: null }]])(
    'rejects %j as -32600 Invalid request with id null',
    (body) => {
      expect(call(body).body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } });
    },
  );

  it('treats a request without id as a notification (no body → HTTP 204)', () => {
    expect(call({ jsonrpc: '2.0', method: 'echo' })).toEqual({});
    expect(call([{ jsonrpc: '2.0', method: 'echo' }, { jsonrpc: '2.0', method: 'nope' }], 2)).toEqual({});
  });

  it('accepts batches up to the node limit and refuses longer ones with -32099', () => {
    const request = (id: number) => ({ jsonrpc: '2.0', id, method: 'echo', params: { id } });
    expect(call([request(1)]).body).toEqual([{ jsonrpc: '2.0', id: 1, result: { id: 1 } }]);
    expect(call([request(1), request(2)]).body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32099, message: 'Invalid request: Maximum batch length exceeded' } });
    expect(call([request(1), { bad: true }, { jsonrpc: '2.0', method: 'echo' }], 20).body).toEqual([
      { jsonrpc: '2.0', id: 1, result: { id: 1 } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
    ]);
  });
});
