import type { HttpRequest } from '../http/transport';
import { fakeTransport, type FakeHandler } from '../testing/fake-transport';
import { createBridgeApi, HIVE_PEGGED_TOKEN } from './bridge-api';
import { createRestClient } from './client';
import { createEvmBridgeApi } from './evm-bridge-api';
import { createHistoryApi } from './history-api';
import { createInfoApi } from './info-api';
import { createPriceApi } from './price-api';

function restOver(handler: FakeHandler) {
  const transport = fakeTransport(handler);
  return { client: createRestClient({ serviceName: 'The service', baseUrl: () => 'https://svc.test', timeoutMs: () => 1_000, transport: () => transport }), transport };
}

const path = (request: HttpRequest) => new URL(request.url).pathname;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('price API', () => {
  it('reads the hive field', async () => {
    const { client } = restOver(() => ({ status: 200, data: { hive: 0.251, hbd: 1 } }));
    await expect(createPriceApi(client).getHivePrice()).resolves.toBe(0.251);
  });

  it.each([{}, { hive: 'abc' }, { hive: -1 }, null])('rejects an answer without a usable price (%j)', async (body) => {
    const { client } = restOver(() => ({ status: 200, data: body }));
    await expect(createPriceApi(client).getHivePrice()).rejects.toThrow();
  });
});

describe('bridge API', () => {
  const coins = [
    { symbol: 'BTC', display_name: 'Bitcoin', coin_type: 'btc' },
    { symbol: 'SWAP.BTC', display_name: 'SWAP.BTC', coin_type: 'hiveengine' },
    { symbol: 'LTC', display_name: 'Litecoin', coin_type: 'ltc' },
    { symbol: 'XYZ', display_name: 'No pair', coin_type: 'xyz' },
  ];
  const pairs = [
    { from_coin_symbol: 'BTC', to_coin_symbol: 'SWAP.BTC' },
    { from_coin_symbol: 'SWAP.BTC', to_coin_symbol: 'BTC' },
    { from_coin_symbol: 'LTC', to_coin_symbol: 'SWAP.LTC' },
  ];

  it('lists pegged coins (hiveengine coins skipped, unpaired dropped) plus HIVE, by name', async () => {
    const { client } = restOver((request) => ({ status: 200, data: path(request) === '/coins/' ? coins : pairs }));
    await expect(createBridgeApi(client).getPeggedTokens()).resolves.toEqual([
      { name: 'Bitcoin', symbol: 'BTC', pegged_token_symbol: 'SWAP.BTC' },
      HIVE_PEGGED_TOKEN,
      { name: 'Litecoin', symbol: 'LTC', pegged_token_symbol: 'SWAP.LTC' },
    ]);
  });

  it('falls back to HIVE only when the converter fails, logging the failure', async () => {
    const { client } = restOver(() => ({ status: 502, data: '' }));
    await expect(createBridgeApi(client).getPeggedTokens()).resolves.toEqual([HIVE_PEGGED_TOKEN]);
    expect(console.error).toHaveBeenCalledWith('Failed to fetch pegged tokens', expect.anything());
  });

  it('lets loadPeggedTokens reject when the converter fails, so a page can say so', async () => {
    const { client } = restOver(() => ({ status: 503, data: { message: 'down' } }));
    await expect(createBridgeApi(client).loadPeggedTokens()).rejects.toThrow('down');
  });

  it('posts conversion requests and reads paged conversions with their filters', async () => {
    const { client, transport } = restOver((request) =>
      path(request) === '/convert/' ? { status: 200, data: { address: 'bc1', account: null, memo: null } } : { status: 200, data: { count: 0, next: null, previous: null, results: [] } },
    );
    const api = createBridgeApi(client);
    await expect(api.convert({ from_coin: 'BTC', to_coin: 'SWAP.BTC', destination: 'bob' })).resolves.toMatchObject({ address: 'bc1' });
    expect(transport.requests[0]).toMatchObject({ method: 'POST', data: { from_coin: 'BTC', to_coin: 'SWAP.BTC', destination: 'bob' } });
    await api.getConversions({ limit: 10, offset: 20, to_address: 'bob' });
    expect(path(transport.requests[1])).toBe('/conversions/');
    expect(transport.requests[1].params).toEqual({ limit: 10, offset: 20, to_address: 'bob' });
  });

  it('reads transfers with their filters and one transfer by its id, encoded in the path', async () => {
    const { client, transport } = restOver((request) => (path(request) === '/transfers/' ? { status: 200, data: { total: 0, transfers: [] } } : { status: 200, data: { id: 'w-a/b' } }));
    const api = createBridgeApi(client);
    await expect(api.getTransfers({ account: 'bob', chain: 'btc', status: 'seen', limit: 20, offset: 40 })).resolves.toEqual({ total: 0, transfers: [] });
    expect(transport.requests[0].params).toEqual({ account: 'bob', chain: 'btc', status: 'seen', limit: 20, offset: 40 });
    await expect(api.getTransfer('w-a/b')).resolves.toEqual({ id: 'w-a/b' });
    expect(path(transport.requests[1])).toBe('/transfers/w-a%2Fb');
  });

  it('rejects an unknown transfer with the 404 of the bridge', async () => {
    const { client } = restOver(() => ({ status: 404, data: { message: 'Transfer not found' } }));
    await expect(createBridgeApi(client).getTransfer('nope')).rejects.toMatchObject({ status: 404, message: 'Transfer not found' });
  });
});

describe('EVM bridge API', () => {
  it('maps the chain-specific fields and reads polygon tokens from the erc20 list', async () => {
    const { client, transport } = restOver(() => ({
      status: 200,
      data: [{ name: 'Tether', polygonSymbol: 'USDT', polygonPrecision: 6, heSymbol: 'SWAP.USDT', contractAddress: '0xabc', depositEnabled: true }],
    }));
    await expect(createEvmBridgeApi(client, 'polygon').getSupportedTokens()).resolves.toEqual([
      {
        name: 'Tether',
        symbol: 'USDT',
        pegged_token_symbol: 'SWAP.USDT',
        contract_address: '0xabc',
        evm_precision: 6,
        network: 'polygon',
        depositEnabled: true,
        withdrawEnabled: false,
      },
    ]);
    expect(path(transport.requests[0])).toBe('/utils/tokens/erc20');
  });

  it('reads the ethereum-prefixed fields of the eth list', async () => {
    const { client } = restOver(() => ({
      status: 200,
      data: [{ name: 'Ether USD', ethereumSymbol: 'USDC', ethereumPrecision: 6, heSymbol: 'SWAP.USDC', contractAddress: '0xdef', withdrawEnabled: true }],
    }));
    await expect(createEvmBridgeApi(client, 'eth').getSupportedTokens()).resolves.toMatchObject([
      { symbol: 'USDC', evm_precision: 6, network: 'eth', depositEnabled: false, withdrawEnabled: true },
    ]);
  });

  it('reads bsc tokens from the bep20 list and falls back to an empty list on failure', async () => {
    const { client, transport } = restOver(() => {
      throw new Error('offline');
    });
    await expect(createEvmBridgeApi(client, 'bsc').getSupportedTokens()).resolves.toEqual([]);
    expect(path(transport.requests[0])).toBe('/utils/tokens/bep20');
  });

  it('lets loadSupportedTokens reject when the bridge fails, so a page can say so', async () => {
    const { client } = restOver(() => ({ status: 503, data: { message: 'down' } }));
    await expect(createEvmBridgeApi(client, 'eth').loadSupportedTokens()).rejects.toThrow('down');
  });

  it('reads a withdrawal fee by sidechain symbol, and refuses an answer that is not a number', async () => {
    const { client, transport } = restOver((request) => ({ status: 200, data: path(request).endsWith('SWAP.USDT') ? 0.0021 : { fee: 1 } }));
    const api = createEvmBridgeApi(client, 'eth');
    await expect(api.getWithdrawalFee('SWAP.USDT')).resolves.toBe('0.0021');
    expect(path(transport.requests[0])).toBe('/utils/withdrawalfee/SWAP.USDT');
    await expect(api.getWithdrawalFee('SWAP.ODD')).rejects.toThrow('The eth bridge answered an invalid fee');
  });

  it("reads an account's registered address from the chain's own field, encoded in the path", async () => {
    const { client, transport } = restOver(() => ({ status: 200, data: { bscAddress: '0xabc' } }));
    await expect(createEvmBridgeApi(client, 'bsc').getRegisteredAddress('bob')).resolves.toBe('0xabc');
    expect(path(transport.requests[0])).toBe('/utils/bscaddress/bob');
  });

  it('rejects when no address is registered', async () => {
    const { client } = restOver(() => ({ status: 404, data: { message: 'Address not found' } }));
    await expect(createEvmBridgeApi(client, 'eth').getRegisteredAddress('carol')).rejects.toMatchObject({ status: 404 });
  });
});

describe('info and history APIs', () => {
  it('asks market/ohlcv for a symbol and interval, and passes history params through', async () => {
    const { client, transport } = restOver(() => ({ status: 200, data: [] }));
    await createInfoApi(client).ohlcv('BEE', 'hourly');
    await createHistoryApi(client).accountHistory({ account: 'alice', symbol: 'BEE', limit: 30, offset: 60 });
    await createHistoryApi(client).nftHistory({ nfts: '1,2', symbol: 'CITY' });
    expect(transport.requests.map((r) => [path(r), r.params])).toEqual([
      ['/market/ohlcv', { symbol: 'BEE', interval: 'hourly' }],
      ['/accountHistory', { account: 'alice', symbol: 'BEE', limit: 30, offset: 60 }],
      ['/nftHistory', { nfts: '1,2', symbol: 'CITY' }],
    ]);
  });
});
