import { counterContract } from '../chain/test-fixtures/counter-contract';
import { createTestChain } from '../chain/testing';
import { blockchainMethods } from './blockchain-methods';
import { contractsMethods } from './contracts-methods';
import { RpcMethodError, type RpcMethod } from './jsonrpc';

function setup() {
  const t = createTestChain([counterContract]);
  for (const name of ['a', 'b', 'c', 'd']) t.runAction('bob', 'counter', 'increment', { name });
  const methods = contractsMethods(t.chain, 1000);
  const invoke = (method: string, params: Record<string, unknown>) => (methods.get(method) as RpcMethod)(params, params);
  return { t, invoke };
}

function rpcError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof RpcMethodError) return error.error;
    throw error;
  }
  throw new Error('expected an RpcMethodError');
}

const target = { contract: 'counter', table: 'counters' };
const names = (rows: unknown) => (rows as { name: string }[]).map((r) => r.name);

describe('contracts.find', () => {
  it('filters, sorts by indexes and pages with limit/offset', () => {
    const { invoke } = setup();
    expect(names(invoke('find', { ...target, query: { name: { $in: ['b', 'd'] } } }))).toEqual(['b', 'd']);
    expect(names(invoke('find', { ...target, query: {}, indexes: [{ index: 'name', descending: true }], limit: 2, offset: 1 }))).toEqual(['c', 'b']);
    expect(names(invoke('find', { ...target, query: { _id: { $gt: 2 } }, limit: 0 }))).toEqual(['c', 'd']);
  });

  it('answers the node error messages', () => {
    const { invoke } = setup();
    const missing = { code: 400, message: 'missing or wrong parameters: contract, table and query are required' };
    expect(rpcError(() => invoke('find', { contract: 'counter', table: 'counters' }))).toEqual(missing);
    expect(rpcError(() => invoke('find', { contract: 5, table: 'counters', query: {} }))).toEqual(missing);
    expect(rpcError(() => invoke('findOne', { contract: 'counter', query: {} }))).toEqual(missing);
    expect(rpcError(() => invoke('find', { ...target, query: {}, limit: 1001 }))).toEqual({ code: 400, message: 'limit is too high, maximum limit is 1000' });
    expect(rpcError(() => invoke('find', { ...target, query: {}, project: { name: 'x' } }))).toEqual({
      code: 400,
      message: 'arbitrary key for project is not allowed, you may only include or exclude existing keys',
    });
    expect(rpcError(() => invoke('getContract', {}))).toEqual({ code: 400, message: 'missing or wrong parameters: name is required' });
  });

  it('answers null for a negative offset, a missing table, non-integer paging, bad indexes or a bad query', () => {
    const { invoke } = setup();
    expect(invoke('find', { ...target, query: {}, offset: -1 })).toBeNull();
    expect(invoke('find', { contract: 'counter', table: 'nope', query: {} })).toBeNull();
    expect(invoke('find', { ...target, query: {}, limit: 1.5 })).toBeNull();
    expect(invoke('find', { ...target, query: {}, offset: '1' })).toBeNull();
    expect(invoke('find', { ...target, query: {}, indexes: 'name' })).toBeNull();
    expect(invoke('find', { ...target, query: { name: { $where: 'x' } } })).toBeNull();
  });

  it('applies inclusion and exclusion projections', () => {
    const { invoke } = setup();
    expect(invoke('find', { ...target, query: { name: 'a' }, project: { name: 1 } })).toEqual([{ _id: 1, name: 'a' }]);
    expect(invoke('find', { ...target, query: { name: 'a' }, project: { name: 1, _id: 0 } })).toEqual([{ name: 'a' }]);
    expect(invoke('findOne', { ...target, query: { name: 'a' }, project: { value: 0, owner: 0 } })).toEqual({ _id: 1, name: 'a' });
  });
});

describe('contracts.findOne and getContract', () => {
  it('finds one row, renames $loki to _id, and answers null when nothing matches', () => {
    const { invoke } = setup();
    expect(invoke('findOne', { ...target, query: { name: 'c' } })).toMatchObject({ _id: 3, name: 'c' });
    expect(invoke('findOne', { ...target, query: { $loki: 2 } })).toMatchObject({ _id: 2, name: 'b' });
    expect(invoke('findOne', { ...target, query: { name: 'zz' } })).toBeNull();
  });

  it('describes a contract with its tables', () => {
    const { invoke } = setup();
    expect(invoke('getContract', { name: 'counter' })).toMatchObject({
      _id: 'counter',
      owner: 'alice',
      version: 1,
      tables: { counter_counters: { size: 4, nbIndexes: 2 }, counter_members: { primaryKey: ['account', 'group'] } },
    });
    expect(invoke('getContract', { name: 'nope' })).toBeNull();
  });
});

describe('blockchain methods', () => {
  it('validates params and serves blocks, transactions and status', () => {
    const { t } = setup();
    const methods = blockchainMethods(t.chain, 'ssc-mainnet-hive');
    const invoke = (method: string, params: Record<string, unknown>) => (methods.get(method) as RpcMethod)(params, params);
    expect(rpcError(() => invoke('getBlockInfo', { blockNumber: '1' }))).toEqual({ code: 400, message: 'missing or wrong parameters: blockNumber is required' });
    expect(rpcError(() => invoke('getTransactionInfo', {}))).toEqual({ code: 400, message: 'missing or wrong parameters: txid is required' });
    expect(rpcError(() => invoke('getBlockRangeInfo', {}))).toEqual({ code: 400, message: 'method blockchain.getBlockRangeInfo is disabled' });
    expect(invoke('getBlockInfo', { blockNumber: 2 })).toMatchObject({ blockNumber: 2, _id: 2 });
    expect(invoke('getBlockInfo', { blockNumber: 99 })).toBeNull();
    const latest = invoke('getLatestBlockInfo', {}) as { blockNumber: number; refHiveBlockNumber: number };
    expect(latest.blockNumber).toBe(4);
    expect(invoke('getBlockInfoByHiveBlock', { hiveBlockNumber: latest.refHiveBlockNumber })).toMatchObject({ blockNumber: 4 });
    expect(invoke('getStatus', {})).toMatchObject({ lastBlockNumber: 4, chainId: 'mainnet-hive', disabledMethods: { blockchain: ['getBlockRangeInfo'], contracts: [] } });
  });
});
