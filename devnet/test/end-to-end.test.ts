import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, PrivateKey } from '@hiveio/dhive';
import BigNumber from 'bignumber.js';
import { accountKeys } from '../src/accounts';
import { contracts } from '../src/contracts';
import { buildSeed } from '../src/seed';
import { defaultConfig } from '../src/server/config';
import { startDevnet, type RunningDevnet } from '../src/server/start';
import { services } from '../src/services';
import { DevnetHttp } from './devnet-http';

/**
 * The devnet's acceptance test: the real server over a fresh seed, driven over HTTP only — login with
 * a Keychain-emulator signature, a token transfer and an NFT listing broadcast through the emulator
 * (so the Hive node verifies their signatures), then every read the site makes of their effects.
 */
let dir: string;
let devnet: RunningDevnet;
let http: DevnetHttp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'devnet-e2e-'));
  devnet = await startDevnet({
    config: defaultConfig({ port: 0, dataFile: join(dir, 'state.json') }),
    contracts,
    services,
    buildSeed,
    fresh: true,
  });
  http = new DevnetHttp(devnet.url);
  expect((await http.post('/__devnet/keychain', { mode: 'approve' })).body).toEqual({ mode: 'approve' });
}, 60_000);

afterAll(async () => {
  await devnet?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function signLogin(signer: string, username: string, ts: number): Promise<string> {
  const response = await http.keychain({ type: 'signBuffer', username: signer, message: `${username}${ts}`, method: 'Posting' });
  expect(response).toMatchObject({ success: true, error: null, publicKey: accountKeys(signer).posting.publicKey });
  return response.result as string;
}

async function expectCleanTransaction(txId: string): Promise<{ contract: string; event: string; data: Record<string, unknown> }[]> {
  const info = await http.sidechain('blockchain.getTransactionInfo', { txid: txId });
  expect(info).toMatchObject({ transactionId: txId, sender: 'alice' });
  const logs = JSON.parse(info.logs);
  expect(logs.errors).toBeUndefined();
  return logs.events;
}

describe('login on the main API with a Keychain emulator signature', () => {
  it('issues tokens that /me accepts', async () => {
    const ts = Date.now(); // as the site does: login timestamps are checked against real time
    const sig = await signLogin('alice', 'alice', ts);
    const login = await http.post('/api/auth/v2/login', { username: 'alice', ts, sig });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual({ username: 'alice', scope: ['user', 'admin'], openhive: { whitelisted: false } });

    const me = await http.post('/api/auth/v2/me', {}, { authorization: `Bearer ${login.body.access_token}` });
    expect(me).toEqual({ status: 200, body: { user: login.body.user } });
    const refreshAsAccess = await http.post('/api/auth/v2/me', {}, { authorization: `Bearer ${login.body.refresh_token}` });
    expect(refreshAsAccess).toEqual({ status: 401, body: { message: 'Not an access token' } });
  });

  it('refuses forged signatures', async () => {
    const ts = Date.now(); // as the site does: login timestamps are checked against real time
    const bobsSignature = await signLogin('bob', 'alice', ts);
    const genuine = await signLogin('alice', 'alice', ts);
    const tampered = genuine.slice(0, 20) + (genuine[20] === '0' ? '1' : '0') + genuine.slice(21);
    for (const sig of [bobsSignature, tampered, 'zz'.repeat(65), '']) {
      expect(await http.post('/api/auth/v2/login', { username: 'alice', ts, sig })).toEqual({ status: 401, body: { message: 'Invalid signature' } });
    }
    // a genuine signature of another timestamp
    expect(await http.post('/api/auth/v2/login', { username: 'alice', ts: ts - 1, sig: genuine })).toEqual({ status: 401, body: { message: 'Invalid signature' } });
  });
});

describe('a token transfer broadcast through the Keychain emulator', () => {
  let txId: string;
  const before: Record<string, string> = {};

  beforeAll(async () => {
    before.alice = await http.balance('alice', 'BEE');
    before.bob = await http.balance('bob', 'BEE');
    txId = await http.broadcastAction('alice', 'tokens', 'transfer', { symbol: 'BEE', to: 'bob', quantity: '1.25', memo: 'e2e lunch' });
  });

  it('is processed without errors', async () => {
    expect(await expectCleanTransaction(txId)).toContainEqual({
      contract: 'tokens',
      event: 'transfer',
      data: { from: 'alice', to: 'bob', symbol: 'BEE', quantity: '1.25' },
    });
  });

  it('moves the balances', async () => {
    expect(new BigNumber(before.alice).minus(await http.balance('alice', 'BEE')).toFixed()).toBe('1.25');
    expect(new BigNumber(await http.balance('bob', 'BEE')).minus(before.bob).toFixed()).toBe('1.25');
  });

  it.each(['alice', 'bob'])('shows in the history of %s', async (account) => {
    const { status, body } = await http.get(`/history/accountHistory?account=${account}&symbol=BEE&limit=50`);
    expect(status).toBe(200);
    expect(body.filter((row: { transactionId: string }) => row.transactionId === txId)).toEqual([
      expect.objectContaining({ account, operation: 'tokens_transfer', from: 'alice', to: 'bob', symbol: 'BEE', quantity: '1.25', memo: 'e2e lunch' }),
    ]);
  });
});

describe('an NFT sell order broadcast through the Keychain emulator', () => {
  let symbol: string;
  let nftId: string;
  let priceSymbolPrecision: number;
  let txId: string;

  /** The first NFT symbol with an enabled market (its sell book exists) of which alice owns an undelegated instance. */
  async function findSellableInstance(): Promise<{ symbol: string; nftId: string }> {
    for (const nft of (await http.find('nft', 'nfts', {})) ?? []) {
      const sellBook = await http.find('nftmarket', `${nft.symbol}sellBook`, {}, 1);
      if (sellBook === null) continue;
      const [instance] = (await http.find('nft', `${nft.symbol}instances`, { account: 'alice', ownedBy: 'u', delegatedTo: { $exists: false } }, 1)) ?? [];
      if (instance) return { symbol: String(nft.symbol), nftId: String(instance._id) };
    }
    throw new Error('the seed gives alice no instance of a symbol with an enabled market');
  }

  beforeAll(async () => {
    ({ symbol, nftId } = await findSellableInstance());
    const [swapHive] = (await http.find('tokens', 'tokens', { symbol: 'SWAP.HIVE' })) ?? [];
    priceSymbolPrecision = Number(swapHive.precision);
    const [params] = (await http.find('nftmarket', 'params', { symbol })) ?? [];
    const fee = Math.max(500, Number(params?.minFee ?? 0));
    txId = await http.broadcastAction('alice', 'nftmarket', 'sell', { symbol, nfts: [nftId], price: '3.5', priceSymbol: 'SWAP.HIVE', fee });
  });

  it('is processed without errors', async () => {
    const events = await expectCleanTransaction(txId);
    expect(events).toContainEqual({
      contract: 'nft',
      event: 'transfer',
      data: { from: 'alice', fromType: 'u', to: 'nftmarket', toType: 'c', symbol, id: nftId },
    });
    expect(events).toContainEqual(
      expect.objectContaining({ contract: 'nftmarket', event: 'sellOrder', data: expect.objectContaining({ account: 'alice', symbol, nftId, priceSymbol: 'SWAP.HIVE' }) }),
    );
  });

  it('lists the instance in the sell book with a Decimal128 price', async () => {
    const price = new BigNumber('3.5').toFixed(priceSymbolPrecision);
    expect(await http.find('nftmarket', `${symbol}sellBook`, { account: 'alice', nftId })).toEqual([
      expect.objectContaining({ account: 'alice', ownedBy: 'u', nftId, price, priceDec: { $numberDecimal: price }, priceSymbol: 'SWAP.HIVE' }),
    ]);
    const byPrice = await http.find('nftmarket', `${symbol}sellBook`, { nftId, priceDec: { $lte: { $numberDecimal: '3.5' } } });
    expect(byPrice).toHaveLength(1);
  });

  it('hands the instance to the nftmarket contract', async () => {
    expect(await http.find('nft', `${symbol}instances`, { _id: Number(nftId) })).toEqual([
      expect.objectContaining({ account: 'nftmarket', ownedBy: 'c', previousAccount: 'alice', previousOwnedBy: 'u' }),
    ]);
  });
});

describe('the Hive node verifies signatures', () => {
  it('refuses a transaction signed with the wrong key, and nothing changes', async () => {
    const before = await http.balance('alice', 'BEE');
    const client = new Client(`${devnet.url}/hive/2`, { timeout: 5000 });
    const json = JSON.stringify({ contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'bob', quantity: '1', memo: '' } });
    await expect(
      client.broadcast.json({ required_auths: ['alice'], required_posting_auths: [], id: 'ssc-mainnet-hive', json }, PrivateKey.fromString(accountKeys('bob').active.wif)),
    ).rejects.toThrow('Missing Active Authority alice');
    expect(await http.balance('alice', 'BEE')).toBe(before);
  });
});

describe('bad requests get proper errors and change nothing', () => {
  /** Fastify's answer to a JSON body that does not parse (every service but the two JSON-RPC kinds). */
  const MALFORMED_JSON = { status: 400, body: expect.objectContaining({ statusCode: 400, error: 'Bad Request', code: 'FST_ERR_CTP_INVALID_JSON_BODY' }) };

  let balanceBefore: string;
  let blockBefore: number;

  beforeAll(async () => {
    balanceBefore = await http.balance('alice', 'BEE');
    blockBefore = (await http.sidechain('blockchain.getLatestBlockInfo', {})).blockNumber;
  });


  it('sidechain JSON-RPC', async () => {
    expect(await http.post('/sidechain/0/contracts', '{"jsonrpc": "2.0", "id": 1, "method": "find", ')).toEqual({ status: 500, body: { error: 'Error processing requests' } });
    expect((await http.post('/sidechain/0/contracts', { jsonrpc: '2.0', id: 1, method: 'find', params: { contract: 5, table: [], query: 'x' } })).body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: 400, message: 'missing or wrong parameters: contract, table and query are required' },
    });
    expect((await http.post('/sidechain/0/contracts', { jsonrpc: '2.0', id: 2, method: 'dropTables', params: {} })).body).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: { code: -32601, message: 'Method not found' },
    });
    expect((await http.post('/sidechain/0/blockchain', { jsonrpc: '2.0', id: 3, method: 'getBlockInfo', params: { blockNumber: 'one' } })).status).toBe(200);
  });

  it('sidechain $regex: hostile patterns answer fast, oversized ones answer null', async () => {
    // LONGDESC's metadata repeats "Very long description. " ~200 times: a backtracking engine never finishes this.
    const catastrophic = '"desc":"(Very long description\\. |Very long description\\. )*X';
    const started = Date.now();
    expect(await http.find('tokens', 'tokens', { metadata: { $regex: catastrophic } })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await http.find('tokens', 'tokens', { metadata: { $regex: '"desc":"(Very long description\\. )+' } })).toEqual([expect.objectContaining({ symbol: 'LONGDESC' })]);
    expect(await http.sidechain('contracts.find', { contract: 'tokens', table: 'tokens', query: { symbol: { $regex: 'B'.repeat(600) } } })).toBeNull();
    expect(await http.sidechain('contracts.find', { contract: 'tokens', table: 'tokens', query: { symbol: { $regex: 'BEE', $options: 'g' } } })).toBeNull();
  });

  it('Hive node JSON-RPC', async () => {
    const rpcError = (id: number, code: number, message: string) => ({ jsonrpc: '2.0', id, error: expect.objectContaining({ code, message }) });
    expect((await http.post('/hive/0', '{"jsonrpc": "2.0", "id": ')).body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse Error' } });
    expect((await http.post('/hive/0', { jsonrpc: '2.0', id: 1, method: 'condenser_api.delete_account', params: [] })).body).toEqual(
      rpcError(1, -32601, 'Assert Exception:api_itr != _registered_apis.end(): Could not find API condenser_api.delete_account'),
    );
    expect((await http.post('/hive/0', { jsonrpc: '2.0', id: 2, method: 'condenser_api.broadcast_transaction_synchronous', params: [{ operations: 'all of them' }] })).body).toEqual(
      rpcError(2, -32602, 'Invalid transaction: missing ref_block_num/ref_block_prefix'),
    );
    expect((await http.post('/hive/0', { jsonrpc: '2.0', id: 3, method: 'condenser_api.get_accounts', params: ['alice'] })).body).toEqual(
      rpcError(3, -32602, 'Invalid parameters: expected an array of account names'),
    );
  });

  it('main API', async () => {
    expect(await http.post('/api/auth/v2/login', '{"username": "alice",')).toEqual(MALFORMED_JSON);
    expect(await http.post('/api/auth/v2/login', { username: 42, ts: 'yesterday', sig: null })).toEqual({ status: 400, body: { message: expect.any(String) } });
    expect(await http.post('/api/auth/v2/login', { username: 'nobody-here', ts: Date.now(), sig: 'ab' })).toEqual({ status: 401, body: { message: 'Unknown account' } });
    expect(await http.post('/api/auth/v2/me', {}, { authorization: 'Bearer not.a.jwt' })).toEqual({ status: 401, body: { message: 'Invalid token' } });
    expect(await http.send('PUT', '/api/settings', { maintenance: true })).toEqual({ status: 401, body: { message: 'Access token required' } });
    expect((await http.get('/api/openhive/market?sort=sideways')).status).toBe(400);
    expect((await http.get('/api/no-such-endpoint')).status).toBe(404);
  });

  it('history, info and nftinfo', async () => {
    expect(await http.get('/history/accountHistory?symbol=BEE')).toEqual({ status: 400, body: { errors: ['an error occurred'] } });
    expect(await http.get('/history/accountHistory?account=alice&limit=501')).toEqual({ status: 400, body: { errors: ['limit is too high, maximum limit is 500'] } });
    expect((await http.get('/info/market/ohlcv?symbol=BEE&interval=weekly')).body).toEqual({ message: 'interval must be daily or hourly' });
    expect(await http.post('/nftinfo/arts/info', '{"series": ')).toEqual(MALFORMED_JSON);
    expect((await http.post('/nftinfo/arts/info', { series: 7 })).body).toEqual({ message: 'series must be a string or a list of up to 100 strings' });
  });

  it('bridge, evm, price and images', async () => {
    expect((await http.post('/bridge/convert', { from_coin: 'BTC', to_coin: 'SWAP.LTC', destination: 'alice' })).body).toEqual({ message: 'No conversion from BTC to SWAP.LTC' });
    expect(await http.post('/bridge/convert', '{"from_coin": ')).toEqual(MALFORMED_JSON);
    expect((await http.get('/evm/eth/utils/withdrawalfee/NOPE')).status).toBe(404);
    expect((await http.get('/evm/mars/utils/tokens/erc20')).status).toBe(404);
    expect(await http.post('/price', {})).toEqual({ status: 404, body: expect.objectContaining({ message: 'Route POST:/price not found' }) });
    expect((await http.get('/images/proxy?url=javascript:alert(1)')).status).toBe(400);
  });

  it('Keychain emulator and control API', async () => {
    expect(await http.post('/keychain/request', '{"request": ')).toEqual(MALFORMED_JSON);
    const transfer = { type: 'transfer', username: 'alice', to: 'bob', amount: '1', memo: '', currency: 'HIVE', enforce: false };
    const incomplete = await http.post('/keychain/request', { request: transfer, confirmed: true });
    expect(incomplete.body.response).toMatchObject({ success: false, error: 'incomplete' });
    const unknownType = await http.post('/keychain/request', { request: { type: 'delegation', username: 'alice' }, confirmed: true });
    expect(unknownType.body.response).toMatchObject({ success: false, error: 'incomplete', message: '"type" is not supported' });
    expect(await http.post('/__devnet/clock', { advanceMs: 'soon' })).toEqual({ status: 400, body: { error: expect.stringContaining('advanceMs') } });
    expect((await http.post('/__devnet/faults', '{"service": ')).status).toBe(400);
    expect((await http.post('/__devnet/revert/no-such-snapshot')).status).toBe(404);
  });

  it.each(['/api', '/history', '/info', '/nftinfo', '/bridge', '/evm', '/price', '/images', '/keychain', '/__devnet'])('unknown method under %s → 404', async (prefix) => {
    const { status, body } = await http.send('DELETE', `${prefix}/no-such-method`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('left the server answering and the state unchanged', async () => {
    expect((await http.get('/sidechain/0/')).status).toBe(200);
    expect(await http.balance('alice', 'BEE')).toBe(balanceBefore);
    expect((await http.sidechain('blockchain.getLatestBlockInfo', {})).blockNumber).toBe(blockBefore);
  });
});
