/** @jest-environment node */
import { createTestServer, type TestServer } from '../../common/test-server';
import { web3WalletService } from './plugin';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([web3WalletService]);
});
afterAll(() => server.close());

const setMode = (mode: string) => server.request({ method: 'POST', url: '/__devnet/ethereum', payload: { mode } });
const walletRequest = async (method: string, params: unknown[] = []) => (await server.request({ method: 'POST', url: '/ethereum/request', payload: { method, params } })).json();

describe('Web3 wallet emulator endpoints', () => {
  it('serves a provider posting to this devnet, or nothing in mode absent', async () => {
    const script = await server.request({ url: '/ethereum.js' });
    expect(script.headers.get('content-type')).toContain('application/javascript');
    expect(script.body).toContain(`"${server.url}/ethereum/request"`);
    expect((await setMode('absent')).json()).toEqual({ mode: 'absent', chainId: '0x1' });
    expect((await server.request({ url: '/ethereum.js' })).body).not.toContain('window.ethereum =');
  });

  it('sets the mode (and the starting chain), refusing unknown modes', async () => {
    expect((await setMode('wrong-chain')).json()).toEqual({ mode: 'wrong-chain', chainId: '0xaa36a7' });
    expect(await walletRequest('eth_chainId')).toEqual({ result: '0xaa36a7' });
    await walletRequest('wallet_switchEthereumChain', [{ chainId: '0x89' }]);
    expect((await server.request({ url: '/__devnet/ethereum' })).json()).toEqual({ mode: 'wrong-chain', chainId: '0x89' });
    expect((await setMode('sometimes')).statusCode).toBe(400);
    await setMode('reject');
    expect(await walletRequest('eth_requestAccounts')).toMatchObject({ error: { code: 4001 } });
  });

  it('lists the transactions sent, emptied by a reset', async () => {
    await setMode('approve');
    const [from] = (await walletRequest('eth_requestAccounts')).result as string[];
    const { result: hash } = await walletRequest('eth_sendTransaction', [{ from, to: '0x2c2fe6bce49c2f1a8a4c5d2e3f4a5b6c7d8e9f02', value: '0x1' }]);
    expect((await server.request({ url: '/__devnet/ethereum/transactions' })).json()).toEqual([expect.objectContaining({ hash, value: '0x1', data: '0x' })]);
    await server.request({ method: 'POST', url: '/__devnet/reset' });
    expect((await server.request({ url: '/__devnet/ethereum/transactions' })).json()).toEqual([]);
  });
});
