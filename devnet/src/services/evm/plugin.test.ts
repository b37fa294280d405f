import { createTestServer, type TestServer } from '../common/test-server';
import { evmService } from './plugin';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([evmService]);
});
afterAll(() => server.close());

describe('EVM bridge API', () => {
  it('lists tokens with the chain-specific symbol and precision fields', async () => {
    const eth = (await server.request({ url: '/evm/eth/utils/tokens/erc20' })).json();
    expect(eth[0]).toEqual({
      name: 'Tether USD',
      ethereumSymbol: 'USDT',
      heSymbol: 'SWAP.USDT',
      contractAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      ethereumPrecision: 6,
      depositEnabled: true,
      withdrawEnabled: true,
    });
    const bsc = (await server.request({ url: '/evm/bsc/utils/tokens/bep20' })).json();
    expect(bsc[0]).toMatchObject({ bscSymbol: 'BUSD', bscPrecision: 18 });
    const polygon = (await server.request({ url: '/evm/polygon/utils/tokens/erc20' })).json();
    expect(polygon[0]).toMatchObject({ polygonSymbol: 'USDC', heSymbol: 'SWAP.USDC.POLY' });
  });

  it('answers 404 for an unknown chain or standard', async () => {
    expect((await server.request({ url: '/evm/solana/utils/tokens/erc20' })).statusCode).toBe(404);
    expect((await server.request({ url: '/evm/bsc/utils/tokens/erc20' })).statusCode).toBe(404);
  });

  it('answers the withdrawal fee as a number', async () => {
    expect((await server.request({ url: '/evm/eth/utils/withdrawalfee/SWAP.USDT' })).json()).toBe(0.0021);
    expect((await server.request({ url: '/evm/eth/utils/withdrawalfee/SWAP.NOPE' })).statusCode).toBe(404);
  });

  it('answers the fee balance and the registered address', async () => {
    expect((await server.request({ url: '/evm/eth/utils/feebalance/alice' })).json()).toEqual({ balance: '0' });
    expect((await server.request({ url: '/evm/eth/utils/ethaddress/alice' })).json()).toEqual({
      ethereumAddress: expect.stringMatching(/^0x[0-9a-f]{40}$/),
    });
    expect((await server.request({ url: '/evm/bsc/utils/bscaddress/bob' })).json()).toHaveProperty('bscAddress');
    expect((await server.request({ url: '/evm/eth/utils/ethaddress/carol' })).statusCode).toBe(404);
    expect((await server.request({ url: '/evm/eth/utils/bscaddress/alice' })).statusCode).toBe(404);
  });
});
