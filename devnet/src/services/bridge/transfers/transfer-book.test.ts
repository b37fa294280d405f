import { encodeFunctionData, erc20Abi, parseEther } from 'viem';
import { contract as tokens } from '../../../contracts/tokens';
import { createTestServer, type TestServer } from '../../common/test-server';
import { seededTables } from '../../common/test-seed';
import { DEV_WALLET_ADDRESS } from '../../evm/evm-addresses';
import { evmService } from '../../evm/plugin';
import { web3WalletService } from '../../evm/web3-wallet/plugin';
import { bridgeService } from '../plugin';

// Building the seed takes a few seconds, more on a loaded machine.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([bridgeService, evmService, web3WalletService], { contracts: [tokens], ...seededTables(['tokens']) });
});
afterAll(() => server.close());
beforeEach(() => server.request({ method: 'POST', url: '/__devnet/reset' }));

const get = async (url: string) => (await server.request({ url })).json();
const post = (url: string, payload: unknown) => server.request({ method: 'POST', url, payload });
const advance = (advanceMs: number) => post('/__devnet/clock', { advanceMs });
const balance = (account: string, symbol: string) => String(server.runtime.chain.findOne('tokens', 'balances', { account, symbol })?.balance ?? '0');
let nonce = 0;
const transfer = (sender: string, payload: Record<string, unknown>) => {
  nonce += 1;
  return server.runtime.chain.submit(sender, true, { contractName: 'tokens', contractAction: 'transfer', contractPayload: payload }, nonce.toString(16).padStart(40, 'c')).transactions[0];
};

describe('bridge transfers', () => {
  it('lists the seeded transfers newest first and answers one by id, 404 for an unknown id', async () => {
    const page = await get('/bridge/transfers?limit=3');
    expect(page.total).toBeGreaterThanOrEqual(10);
    expect(page.transfers).toHaveLength(3);
    expect(page.transfers[0]).not.toHaveProperty('held');
    expect(await get(`/bridge/transfers/${page.transfers[1].id}`)).toEqual(page.transfers[1]);
    const unknown = await server.request({ url: '/bridge/transfers/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Transfer not found' });
    expect((await server.request({ url: '/bridge/transfers?status=lost' })).statusCode).toBe(400);
  });

  it('follows a converter deposit to confirmed and credits the received amount once', async () => {
    const before = balance('bob', 'SWAP.BTC');
    const started = (await post('/__devnet/bridge/deposits', { coin: 'BTC', account: 'bob', amount: '0.01' })).json();
    expect(started).toMatchObject({ direction: 'deposit', chain: 'btc', status: 'seen', confirmations: 0, requiredConfirmations: 2, amount: '0.01', received: '0.009925', fee: '0.000075' });
    await advance(4_000);
    expect(await get(`/bridge/transfers/${started.id}`)).toMatchObject({ status: 'seen', confirmations: 1 });
    await advance(4_000);
    const sent = await get(`/bridge/transfers/${started.id}`);
    expect(sent).toMatchObject({ status: 'sent', confirmations: 2, destinationTxId: expect.any(String) });
    expect(server.runtime.chain.getTransactionInfo(sent.destinationTxId)).toMatchObject({ sender: 'graphene-swap', action: 'issue' });
    await advance(3_000);
    expect(await get(`/bridge/transfers/${started.id}`)).toMatchObject({ status: 'confirmed' });
    await get('/bridge/transfers');
    expect(Number(balance('bob', 'SWAP.BTC')) - Number(before)).toBeCloseTo(0.009925, 8);
  });

  it('makes a converter deposit asked for through convert/ a requested transfer, which the arriving coins move on', async () => {
    const ask = async () => (await post('/bridge/convert/', { from_coin: 'LTC', to_coin: 'SWAP.LTC', destination: 'carol' })).json();
    const first = await ask();
    expect(first.transfer_id).toMatch(/^d-[0-9a-f]{16}$/);
    expect(await get(`/bridge/transfers/${first.transfer_id}`)).toMatchObject({ status: 'requested', account: 'carol', coin: 'LTC', address: first.address, sourceTxId: null });
    expect((await ask()).transfer_id).toBe(first.transfer_id);
    const withdrawal = (await post('/bridge/convert/', { from_coin: 'SWAP.LTC', to_coin: 'LTC', destination: 'ltc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })).json();
    expect(withdrawal).not.toHaveProperty('transfer_id');

    const seen = (await post('/__devnet/bridge/deposits', { coin: 'LTC', account: 'carol', amount: '2' })).json();
    expect(seen).toMatchObject({ id: first.transfer_id, status: 'seen', amount: '2', fee: '0.015', received: '1.985' });
    expect(seen.steps.map((step: { status: string }) => step.status)).toEqual(['requested', 'seen']);
    expect((await ask()).transfer_id).not.toBe(first.transfer_id);
  });

  it('refuses a control deposit of an unknown coin, account or amount', async () => {
    for (const [payload, error] of [
      [{ coin: 'ETH', account: 'bob', amount: '1' }, 'coin must be a converter coin (BTC, LTC, DOGE, BCH, EOS)'],
      [{ coin: 'BTC', account: 'nobody-here', amount: '1' }, 'account must be an existing Hive account'],
      [{ coin: 'BTC', account: 'bob', amount: '-1' }, 'amount must be a positive decimal string'],
    ] as const) {
      const answer = await post('/__devnet/bridge/deposits', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error });
    }
  });

  it('fails a deposit of a coin whose deposits the settings switch off, with their reason', async () => {
    const doge = (await post('/__devnet/bridge/deposits', { coin: 'DOGE', account: 'bob', amount: '100' })).json();
    expect(doge).toMatchObject({ status: 'failed', failure: { reason: 'Deposits are paused while the DOGE gateway is upgraded.' } });
  });

  it('records converter and EVM withdrawals seen on the sidechain and sends them on', async () => {
    const btc = transfer('bob', { symbol: 'SWAP.BTC', to: 'graphene-swap', quantity: '0.001', memo: 'BTC bc1qdevnettestaddress000000000' });
    const usdt = transfer('bob', { symbol: 'SWAP.USDT', to: 'eth-bridge', quantity: '10', memo: DEV_WALLET_ADDRESS.toLowerCase() });
    transfer('bob', { symbol: 'SWAP.USDT', to: 'eth-bridge', quantity: '1', memo: 'fee' });
    const withdrawals = (await get('/bridge/transfers?account=bob&direction=withdrawal&status=seen')).transfers;
    expect(withdrawals.map((t: { id: string }) => t.id).sort()).toEqual([`w-${btc.transactionId}`, `w-${usdt.transactionId}`].sort());
    expect(await get(`/bridge/transfers/w-${usdt.transactionId}`)).toMatchObject({ chain: 'eth', coin: 'USDT', symbol: 'SWAP.USDT', address: DEV_WALLET_ADDRESS, amount: '10', fee: '0.1', received: '9.9', sourceTxId: usdt.transactionId });
    await advance(20_000);
    expect(await get(`/bridge/transfers/w-${btc.transactionId}`)).toMatchObject({ status: 'confirmed', destinationTxId: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('records a deposit sent to a gateway from the Web3 wallet for the account that registered the address', async () => {
    const wallet = (params: Record<string, string>) => post('/ethereum/request', { method: 'eth_sendTransaction', params: [{ from: DEV_WALLET_ADDRESS, ...params }] });
    await wallet({ to: '0x1c1fe6bce49c2f1a8a4c5d2e3f4a5b6c7d8e9f01', value: `0x${parseEther('0.5').toString(16)}` });
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: ['0x1c1fe6bce49c2f1a8a4c5d2e3f4a5b6c7d8e9f01', 12_500_000n] });
    await wallet({ to: '0xdac17f958d2ee523a2206206994597c13d831ec7', data });
    const deposits = (await get('/bridge/transfers?account=alice&chain=eth&status=seen')).transfers;
    expect(deposits.map((t: { coin: string; amount: string; symbol: string }) => [t.coin, t.symbol, t.amount])).toEqual(
      expect.arrayContaining([
        ['ETH', 'SWAP.ETH', '0.5'],
        ['USDT', 'SWAP.USDT', '12.5'],
      ]),
    );
  });

  it('fails or stalls a transfer through the control API, and refuses bad requests', async () => {
    const started = (await post('/__devnet/bridge/deposits', { coin: 'LTC', account: 'carol', amount: '1' })).json();
    const stalled = await post(`/__devnet/bridge/transfers/${started.id}`, { action: 'stall' });
    expect(stalled.statusCode).toBe(200);
    await advance(60_000);
    expect(await get(`/bridge/transfers/${started.id}`)).toMatchObject({ status: 'seen', confirmations: 0 });
    const failed = (await post(`/__devnet/bridge/transfers/${started.id}`, { action: 'fail', reason: 'The LTC node lost the transaction.' })).json();
    expect(failed).toMatchObject({ status: 'failed', failure: { reason: 'The LTC node lost the transaction.' } });
    expect((await post(`/__devnet/bridge/transfers/${started.id}`, { action: 'fail', reason: 'again' })).statusCode).toBe(409);
    expect((await post(`/__devnet/bridge/transfers/${started.id}`, { action: 'explode' })).statusCode).toBe(400);
    expect((await post('/__devnet/bridge/transfers/nope', { action: 'stall' })).statusCode).toBe(404);
  });

  it('is covered by reset and snapshots, and sits behind the bridge fault switch', async () => {
    const snapshot = (await post('/__devnet/snapshot', {})).json().id;
    const started = (await post('/__devnet/bridge/deposits', { coin: 'BCH', account: 'dave', amount: '1' })).json();
    await post(`/__devnet/revert/${snapshot}`, {});
    expect((await server.request({ url: `/bridge/transfers/${started.id}` })).statusCode).toBe(404);
    await post('/__devnet/faults', { service: 'bridge', mode: 'error' });
    expect((await server.request({ url: '/bridge/transfers' })).statusCode).toBe(503);
  });
});
