import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, cryptoUtils, DEFAULT_CHAIN_ID, PrivateKey } from '@hiveio/dhive';
import { accountKeys } from '../src/accounts';
import { DEFAULT_KEYCHAIN_STATE } from '../src/keychain/keychain-mode';
import { counterContract } from '../src/chain/test-fixtures/counter-contract';
import type { ServicePlugin } from '../src/devnet';
import { defaultConfig } from '../src/server/config';
import { startDevnet, type RunningDevnet } from '../src/server/start';

/** A stand-in service plugin, to check that plugins get the Devnet and can apply faults in one line. */
const pingService: ServicePlugin = (app, devnet) => {
  app.register(
    async (scope) => {
      scope.addHook('onRequest', devnet.faults.hook('price'));
      scope.get('/ping', async () => ({ pong: devnet.state('ping', () => ({ count: 0 })).count }));
    },
    { prefix: '/price' },
  );
};

let dir: string;
let devnet: RunningDevnet;

async function start(options: { fresh?: boolean } = {}): Promise<RunningDevnet> {
  return startDevnet({
    config: defaultConfig({ port: 0, dataFile: join(dir, 'state.json') }),
    contracts: [counterContract],
    services: [pingService],
    fresh: options.fresh,
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'devnet-server-'));
  devnet = await start();
});
afterAll(async () => {
  await devnet.close();
  rmSync(dir, { recursive: true, force: true });
});

const rpc = (path: string, body: unknown, contentType = 'application/json') =>
  fetch(`${devnet.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const control = (path: string, method = 'POST', body?: unknown) =>
  fetch(`${devnet.url}/__devnet${path}`, body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const findCounters = (id: number) => ({ jsonrpc: '2.0', id, method: 'find', params: { contract: 'counter', table: 'counters', query: {} } });

describe('sidechain JSON-RPC over HTTP', () => {
  it('serves the status on GET with and without the trailing slash, on every node', async () => {
    for (const path of ['/sidechain/0/', '/sidechain/0', '/sidechain/8']) {
      const response = await fetch(`${devnet.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ chainId: 'mainnet-hive', lastBlockNumber: 0 });
    }
    expect((await fetch(`${devnet.url}/sidechain/9/`)).status).toBe(404);
  });

  it('answers /contracts, /blockchain and namespaced / requests', async () => {
    expect(await (await rpc('/sidechain/1/contracts', findCounters(1))).json()).toEqual({ jsonrpc: '2.0', id: 1, result: [] });
    expect(await (await rpc('/sidechain/1/blockchain', { jsonrpc: '2.0', id: 2, method: 'getLatestBlockInfo' })).json()).toMatchObject({ id: 2, result: { blockNumber: 0 } });
    expect(await (await rpc('/sidechain/1/', { jsonrpc: '2.0', id: 3, method: 'blockchain.getStatus' })).json()).toMatchObject({ id: 3, result: { lastBlockNumber: 0 } });
    expect(await (await rpc('/sidechain/1/contracts', { jsonrpc: '2.0', id: 4, method: 'getStatus' })).json()).toEqual({ jsonrpc: '2.0', id: 4, error: { code: -32601, message: 'Method not found' } });
  });

  it('limits batches per node: 1 by default, 20 on node 8', async () => {
    const two = [findCounters(1), findCounters(2)];
    expect(await (await rpc('/sidechain/0/contracts', two)).json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32099, message: 'Invalid request: Maximum batch length exceeded' } });
    expect(await (await rpc('/sidechain/0/contracts', [findCounters(1)])).json()).toEqual([{ jsonrpc: '2.0', id: 1, result: [] }]);
    const batch = await (await rpc('/sidechain/8/contracts', two)).json();
    expect(batch).toHaveLength(2);
    const tooMany = Array.from({ length: 21 }, (_, i) => findCounters(i));
    expect(await (await rpc('/sidechain/8/contracts', tooMany)).json()).toMatchObject({ error: { code: -32099 } });
  });

  it('handles bad bodies like the node and keeps serving', async () => {
    const malformed = await rpc('/sidechain/0/contracts', '{"jsonrpc":');
    expect(malformed.status).toBe(500);
    expect(await malformed.json()).toEqual({ error: 'Error processing requests' });
    expect((await rpc('/sidechain/0/contracts', '"just a string"')).status).toBe(500);
    const wrongType = await rpc('/sidechain/0/contracts', JSON.stringify(findCounters(1)), 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(await wrongType.text()).toBe('');
    const notification = await rpc('/sidechain/0/contracts', { jsonrpc: '2.0', method: 'find', params: {} });
    expect(notification.status).toBe(204);
    expect(await (await rpc('/sidechain/0/contracts', { id: 1, method: 'find' })).json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } });
    expect((await rpc('/sidechain/0/contracts', JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }))).status).toBe(413);
    expect((await rpc('/sidechain/0/contracts', findCounters(9))).status).toBe(200);
  });

  it('allows cross-origin requests', async () => {
    const preflight = await fetch(`${devnet.url}/sidechain/0/contracts`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3100', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3100');
    const response = await fetch(`${devnet.url}/sidechain/0/`, { headers: { origin: 'http://localhost:3100' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3100');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('Hive node over HTTP with dhive', () => {
  it('broadcasts a signed custom_json that the sidechain then reports', async () => {
    const client = new Client(`${devnet.url}/hive/3`, { timeout: 5000 });
    const json = JSON.stringify({ contractName: 'counter', contractAction: 'increment', contractPayload: { name: 'via-hive' } });
    const confirmation = await client.broadcast.json(
      { required_auths: ['alice'], required_posting_auths: [], id: 'ssc-mainnet-hive', json },
      PrivateKey.fromString(accountKeys('alice').active.wif),
    );
    const info = await (await rpc('/sidechain/0/blockchain', { jsonrpc: '2.0', id: 1, method: 'getTransactionInfo', params: { txid: confirmation.id } })).json();
    expect(info.result).toMatchObject({ sender: 'alice', contract: 'counter', action: 'increment', logs: expect.stringContaining('incremented') });
    const [account] = await client.database.getAccounts(['alice']);
    expect(account.name).toBe('alice');
  });

  it('answers a synchronous broadcast with the transaction id and Hive block number', async () => {
    const props = (await (await rpc('/hive/1', { jsonrpc: '2.0', id: 1, method: 'condenser_api.get_dynamic_global_properties', params: [] })).json()).result;
    const expiration = new Date(Date.parse(`${props.time}Z`) + 60_000).toISOString().slice(0, 19);
    const transfer = ['transfer', { from: 'bob', to: 'carol', amount: '1.250 HBD', memo: 'thanks' }] as const;
    const tx = cryptoUtils.signTransaction(
      { ref_block_num: props.head_block_number & 0xffff, ref_block_prefix: Buffer.from(props.head_block_id, 'hex').readUInt32LE(4), expiration, operations: [[...transfer]], extensions: [] },
      PrivateKey.fromString(accountKeys('bob').active.wif),
      DEFAULT_CHAIN_ID,
    );
    const answer = await (await rpc('/hive/1', { jsonrpc: '2.0', id: 2, method: 'condenser_api.broadcast_transaction_synchronous', params: [tx] })).json();
    const txId = cryptoUtils.generateTrxId(tx);
    expect(answer.result).toEqual({ id: txId, tx_id: txId, block_num: props.head_block_number + 1, trx_num: 0, expired: false });
    expect(devnet.runtime.hive.balances('carol')).toEqual({ hive: '10000.000', hbd: '1001.250' });
  });

  it('rejects a wrong key with a Hive-like error and answers unknown methods and bad bodies', async () => {
    const client = new Client(`${devnet.url}/hive/0`, { timeout: 5000 });
    const op = { required_auths: ['alice'], required_posting_auths: [], id: 'ssc-mainnet-hive', json: '{}' };
    await expect(client.broadcast.json(op, PrivateKey.fromString(accountKeys('alice').posting.wif))).rejects.toThrow('Missing Active Authority alice');
    const parseError = await (await fetch(`${devnet.url}/hive/0`, { method: 'POST', body: 'nope' })).json();
    expect(parseError).toMatchObject({ error: { code: -32700 } });
    const unknown = await (await rpc('/hive/0', { jsonrpc: '2.0', id: 1, method: 'condenser_api.nothing', params: [] })).json();
    expect(unknown).toMatchObject({ id: 1, error: { code: -32601 } });
    const viaCall = await (await rpc('/hive/0', { jsonrpc: '2.0', id: 2, method: 'call', params: ['condenser_api', 'get_accounts', [['bob']]] })).json();
    expect(viaCall.result[0].name).toBe('bob');
  });
});

describe('faults', () => {
  afterEach(async () => {
    await control('/faults', 'DELETE');
  });

  it('down destroys the connection; other nodes keep working', async () => {
    expect((await control('/faults', 'POST', { service: 'sidechain', node: 1, mode: 'down' })).status).toBe(200);
    await expect(fetch(`${devnet.url}/sidechain/1/`)).rejects.toThrow();
    expect((await fetch(`${devnet.url}/sidechain/2/`)).status).toBe(200);
  });

  it('slow delays the answer', async () => {
    await control('/faults', 'POST', { service: 'sidechain', node: 2, mode: 'slow', delayMs: 300 });
    const started = Date.now();
    expect((await fetch(`${devnet.url}/sidechain/2/`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('malformed answers 200 with a non-JSON body, error answers 503', async () => {
    await control('/faults', 'POST', { service: 'hive', mode: 'malformed' });
    const malformed = await rpc('/hive/4', { jsonrpc: '2.0', id: 1, method: 'condenser_api.get_dynamic_global_properties', params: [] });
    expect(malformed.status).toBe(200);
    await expect(malformed.clone().json()).rejects.toThrow();
    await control('/faults', 'POST', { service: 'price', mode: 'error' });
    expect((await fetch(`${devnet.url}/price/ping`)).status).toBe(503);
  });

  it('DELETE clears every fault, and bad fault requests are refused', async () => {
    await control('/faults', 'POST', { service: 'price', mode: 'down' });
    await control('/faults', 'DELETE');
    expect(await (await fetch(`${devnet.url}/price/ping`)).json()).toEqual({ pong: 0 });
    expect((await control('/faults', 'POST', { service: 'nope', mode: 'down' })).status).toBe(400);
    expect((await control('/faults', 'POST', { service: 'api', mode: 'sideways' })).status).toBe(400);
  });
});

describe('control API', () => {
  it('snapshots, reverts and resets over HTTP; advances the clock with a block', async () => {
    const { id } = await (await control('/snapshot')).json();
    await control('/settings', 'PATCH', { maintenance: true });
    expect((await control('/keychain', 'POST', { mode: 'cancel' })).status).toBe(200);
    expect((await control('/keychain', 'POST', { mode: 'sometimes' })).status).toBe(400);
    const clock = await (await control('/clock', 'POST', { advanceMs: 60_000 })).json();
    expect(clock).toMatchObject({ refHiveBlockNumber: expect.any(Number) });
    expect(devnet.runtime.state('settings', () => ({}))).toEqual({ maintenance: true });

    expect(await (await control(`/revert/${id}`)).json()).toEqual({ ok: true });
    expect(devnet.runtime.state('settings', () => ({}))).toEqual({});
    expect(devnet.runtime.state('keychain', () => ({ mode: 'approve' }))).toEqual(DEFAULT_KEYCHAIN_STATE);
    expect((await control('/revert/999')).status).toBe(404);
    expect((await control('/clock', 'POST', { advanceMs: -1 })).status).toBe(400);
    expect((await control('/clock', 'POST', { advanceMs: 1e17 })).status).toBe(400);
    const emptyJson = await fetch(`${devnet.url}/__devnet/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(await emptyJson.json()).toEqual({ ok: true });
    const polluting = await fetch(`${devnet.url}/__devnet/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"__proto__":{"admin":true},"nodes":["a"]}' });
    expect(await polluting.json()).toEqual({ nodes: ['a'] });
    expect(Object.getPrototypeOf(devnet.runtime.state('settings', () => ({})))).toBe(Object.prototype);
    const badJson = await fetch(`${devnet.url}/__devnet/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(badJson.status).toBe(400);
  });

  it('lists the dev accounts with their keys, and reports status', async () => {
    const accounts = await (await control('/accounts', 'GET')).json();
    const alice = accounts.find((a: { name: string }) => a.name === 'alice');
    expect(alice).toMatchObject({ password: 'devnet-alice-password', keys: { active: accountKeys('alice').active } });
    expect(PrivateKey.fromString(alice.keys.posting.wif).createPublic().toString()).toBe(alice.keys.posting.publicKey);
    expect(await (await control('/status', 'GET')).json()).toMatchObject({ sidechainId: 'ssc-mainnet-hive' });
  });
});

describe('restart', () => {
  it('keeps state across a restart and --fresh starts from the seed', async () => {
    await control('/reset');
    const json = JSON.stringify({ contractName: 'counter', contractAction: 'increment', contractPayload: { name: 'persisted' } });
    devnet.runtime.chain.submit('bob', true, json, 'f'.repeat(40));
    await devnet.close();

    devnet = await start();
    const found = await (await rpc('/sidechain/0/contracts', findCounters(1))).json();
    expect(found.result.map((r: { name: string }) => r.name)).toEqual(['persisted']);
    await devnet.close();

    devnet = await start({ fresh: true });
    expect((await (await rpc('/sidechain/0/contracts', findCounters(1))).json()).result).toEqual([]);
  });
});
