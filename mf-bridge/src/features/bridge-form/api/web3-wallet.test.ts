import {
  connectWallet,
  ensureChain,
  NO_ACCOUNT_TEXT,
  unknownChainText,
  WALLET_BUSY_TEXT,
  WALLET_REJECTED_TEXT,
  walletProblem,
  wrongChainText,
  type Eip1193Provider,
} from './web3-wallet';

const failure = (code: number) => Object.assign(new Error(`code ${code}`), { code });

function wallet(chainId: string, answers: Record<string, () => unknown> = {}): Eip1193Provider & { request: jest.Mock } {
  return {
    request: jest.fn(async ({ method }: { method: string }) => {
      if (answers[method]) return answers[method]();
      return method === 'eth_chainId' ? chainId : null;
    }),
  };
}

describe('web3 wallet requests', () => {
  it('leaves a wallet already on the chain alone and asks others to switch, by hex id', async () => {
    const onChain = wallet('0x38');
    await ensureChain(onChain, 56n, 'BNB Smart Chain');
    expect(onChain.request).toHaveBeenCalledTimes(1);
    const elsewhere = wallet('0x1');
    await ensureChain(elsewhere, 137n, 'Polygon');
    expect(elsewhere.request).toHaveBeenLastCalledWith({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] });
  });

  it('explains a chain the wallet does not know and a refused switch', async () => {
    const unknown = wallet('0x1', {
      wallet_switchEthereumChain: () => {
        throw failure(4902);
      },
    });
    await expect(ensureChain(unknown, 137n, 'Polygon')).rejects.toThrow(unknownChainText('Polygon'));
    const refused = wallet('0x1', {
      wallet_switchEthereumChain: () => {
        throw failure(4001);
      },
    });
    await expect(ensureChain(refused, 56n, 'BNB Smart Chain')).rejects.toThrow(wrongChainText('BNB Smart Chain'));
  });

  it('needs an account from the wallet', async () => {
    await expect(connectWallet(wallet('0x1', { eth_requestAccounts: () => [] }), 1n, 'Ethereum')).rejects.toThrow(NO_ACCOUNT_TEXT);
    await expect(connectWallet(wallet('0x1', { eth_requestAccounts: () => ['not an address'] }), 1n, 'Ethereum')).rejects.toThrow(NO_ACCOUNT_TEXT);
  });

  it('words rejections, pending requests and other wallet errors for the user', () => {
    expect(walletProblem(failure(4001)).message).toBe(WALLET_REJECTED_TEXT);
    expect(walletProblem(failure(-32002)).message).toBe(WALLET_BUSY_TEXT);
    expect(walletProblem(new Error('insufficient funds')).message).toBe('Your Web3 wallet refused the request: insufficient funds');
  });
});
