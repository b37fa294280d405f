import { toHex } from 'viem';
import { keychainService } from '../../keychain/plugin';
import { createTestServer, type TestServer } from '../common/test-server';
import { DEV_WALLET_ADDRESS, FOREIGN_ADDRESS } from './evm-addresses';
import { evmService } from './plugin';
import { web3WalletService } from './web3-wallet/plugin';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([evmService, keychainService, web3WalletService]);
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.request({ method: 'POST', url: '/__devnet/reset' });
  await server.request({ method: 'POST', url: '/__devnet/keychain', payload: { mode: 'approve' } });
});

const walletRequest = async (method: string, params: unknown[]) => (await server.request({ method: 'POST', url: '/ethereum/request', payload: { method, params } })).json();
const keychainTransfer = async (username: string, to: string, memo: string) =>
  (await server.request({ method: 'POST', url: '/keychain/request', payload: { request: { type: 'transfer', username, to, amount: '0.001', memo, currency: 'HIVE' } } })).json();
const waitFor = async (check: () => Promise<boolean>) => {
  for (let attempt = 0; attempt < 50 && !(await check()); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

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
    expect((await server.request({ url: '/evm/eth/utils/withdrawalfee/SWAP.ETH' })).json()).toBe(0.0015);
    expect((await server.request({ url: '/evm/eth/utils/withdrawalfee/SWAP.NOPE' })).statusCode).toBe(404);
  });

  it('answers the fee balance and the registered address', async () => {
    expect((await server.request({ url: '/evm/eth/utils/feebalance/alice' })).json()).toEqual({ balance: '0' });
    expect((await server.request({ url: '/evm/eth/utils/ethaddress/alice' })).json()).toEqual({ ethereumAddress: DEV_WALLET_ADDRESS });
    expect((await server.request({ url: '/evm/eth/utils/ethaddress/bob' })).json()).toEqual({ ethereumAddress: FOREIGN_ADDRESS });
    expect((await server.request({ url: '/evm/bsc/utils/bscaddress/alice' })).json()).toEqual({ bscAddress: DEV_WALLET_ADDRESS });
    expect((await server.request({ url: '/evm/eth/utils/ethaddress/carol' })).statusCode).toBe(404);
    expect((await server.request({ url: '/evm/eth/utils/bscaddress/alice' })).statusCode).toBe(404);
  });

  it('registers the address of a signed registration transfer seen on Hive, and nothing for a bad signature', async () => {
    const signature = await walletRequest('personal_sign', [toHex('carol'), DEV_WALLET_ADDRESS]);
    const badMemo = JSON.stringify({ id: 'ethereum_bridge', json: { ethereumAddress: DEV_WALLET_ADDRESS, signature: `0x${'ab'.repeat(64)}${signature.result.slice(-2)}` } });
    expect((await keychainTransfer('carol', 'eth-bridge', badMemo)).response.success).toBe(true);
    const memo = JSON.stringify({ id: 'polygon_bridge', json: { polygonAddress: DEV_WALLET_ADDRESS.toLowerCase(), signature: signature.result } });
    expect((await keychainTransfer('carol', 'polygon-bridge', memo)).response.success).toBe(true);
    const lookUp = () => server.request({ url: '/evm/polygon/utils/polygonaddress/carol' });
    await waitFor(async () => (await lookUp()).statusCode === 200);
    expect((await lookUp()).json()).toEqual({ polygonAddress: DEV_WALLET_ADDRESS });
    expect((await server.request({ url: '/evm/eth/utils/ethaddress/carol' })).statusCode).toBe(404);
    await server.request({ method: 'POST', url: '/__devnet/reset' });
    expect((await lookUp()).statusCode).toBe(404);
  });
});
