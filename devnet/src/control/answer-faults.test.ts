import type { RpcMethod, RpcMethodError } from '../rpc/jsonrpc';
import { methodsUnderFault } from './answer-faults';

const rows = [{ _id: 1 }, { _id: 2 }, { _id: 3 }];
const find: RpcMethod = (params) => {
  const after = ((params.query as { _id?: { $gt: number } })._id?.$gt ?? 0) as number;
  return rows.filter((row) => row._id > after).slice(0, Number(params.limit) || 1000);
};
const transaction = { transactionId: 'abc', logs: '{"events":[]}' };
const methods = new Map<string, RpcMethod>([
  ['contracts.find', find],
  ['getTransactionInfo', ({ txid }) => (txid === 'multi' ? [transaction, transaction] : transaction)],
]);

const call = (mode: Parameters<typeof methodsUnderFault>[0], name: string, params: Record<string, unknown>) =>
  methodsUnderFault(mode, methods, 1000).get(name)!(params, params);

describe('sidechain answer faults', () => {
  it('leaves the methods alone for the HTTP-level modes', () => {
    expect(methodsUnderFault('slow', methods, 1000)).toBe(methods);
    expect(methodsUnderFault('ok', methods, 1000)).toBe(methods);
  });

  it('repeat-page: find ignores the _id bound and fills the page to its limit', () => {
    expect(call('ok', 'contracts.find', { query: { _id: { $gt: 3 } }, limit: 5 })).toEqual([]);
    expect(call('repeat-page', 'contracts.find', { query: { _id: { $gt: 3 } }, limit: 5 })).toEqual([{ _id: 1 }, { _id: 2 }, { _id: 3 }, { _id: 1 }, { _id: 2 }]);
    expect(call('repeat-page', 'getTransactionInfo', { txid: 'abc' })).toEqual(transaction);
  });

  it('internal-error: every call answers -32603', () => {
    for (const name of ['getTransactionInfo', 'contracts.find']) {
      expect(() => call('internal-error', name, { txid: 'abc', query: {} })).toThrow(
        expect.objectContaining({ error: { code: -32603, message: 'Internal error' } }) as RpcMethodError,
      );
    }
  });

  it('no-logs: transaction info comes without logs, single or multi-action', () => {
    expect(call('no-logs', 'getTransactionInfo', { txid: 'abc' })).toEqual({ transactionId: 'abc' });
    expect(call('no-logs', 'getTransactionInfo', { txid: 'multi' })).toEqual([{ transactionId: 'abc' }, { transactionId: 'abc' }]);
    expect(call('no-logs', 'contracts.find', { query: {} })).toEqual(rows);
  });
});
