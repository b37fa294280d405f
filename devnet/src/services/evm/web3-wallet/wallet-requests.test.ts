import { recoverMessageAddress, toHex } from 'viem';
import { answerWalletRequest, devWalletAccount } from './wallet-requests';
import { initialWalletState } from './wallet-state';

const FROM = devWalletAccount.address;
const GATEWAY = '0x1c1fe6bce49c2f1a8a4c5d2e3f4a5b6c7d8e9f01';

describe('answerWalletRequest', () => {
  it('gives the dev account and signs personal messages with its key', async () => {
    const state = initialWalletState();
    expect(await answerWalletRequest(state, 'eth_requestAccounts', [])).toEqual({ result: [FROM] });
    const signed = (await answerWalletRequest(state, 'personal_sign', [toHex('bob'), FROM.toLowerCase()])) as { result: `0x${string}` };
    expect(await recoverMessageAddress({ message: 'bob', signature: signed.result })).toBe(FROM);
    expect(await answerWalletRequest(state, 'personal_sign', ['bob', FROM])).toMatchObject({ error: { code: -32602 } });
  });

  it('switches to known chains only, starting on Sepolia in mode wrong-chain', async () => {
    const state = initialWalletState('wrong-chain');
    expect(await answerWalletRequest(state, 'eth_chainId', [])).toEqual({ result: '0xaa36a7' });
    expect(await answerWalletRequest(state, 'wallet_switchEthereumChain', [{ chainId: '0x38' }])).toEqual({ result: null });
    expect(state.chainId).toBe('0x38');
    expect(await answerWalletRequest(state, 'wallet_switchEthereumChain', [{ chainId: '0x2a' }])).toMatchObject({ error: { code: 4902 } });
  });

  it('records sent transactions with a distinct hash each', async () => {
    const state = initialWalletState();
    const request = { from: FROM, to: GATEWAY, value: '0xde0b6b3a7640000' };
    const first = await answerWalletRequest(state, 'eth_sendTransaction', [request]);
    const second = await answerWalletRequest(state, 'eth_sendTransaction', [request]);
    expect(first).toEqual({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(second).not.toEqual(first);
    expect(state.transactions).toEqual([
      { hash: (first as { result: string }).result, chainId: '0x1', from: FROM, to: GATEWAY, value: '0xde0b6b3a7640000', data: '0x' },
      expect.objectContaining({ hash: (second as { result: string }).result }),
    ]);
    expect(await answerWalletRequest(state, 'eth_sendTransaction', [{ ...request, from: GATEWAY }])).toMatchObject({ error: { code: 4100 } });
  });

  it('rejects everything needing approval in mode reject, and answers unknown methods with 4200', async () => {
    const state = initialWalletState('reject');
    for (const method of ['eth_requestAccounts', 'personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']) {
      expect(await answerWalletRequest(state, method, [])).toEqual({ error: { code: 4001, message: 'User rejected the request.' } });
    }
    expect(state.transactions).toEqual([]);
    expect(await answerWalletRequest(state, 'eth_chainId', [])).toEqual({ result: '0x1' });
    expect(await answerWalletRequest(state, 'eth_sign', [])).toMatchObject({ error: { code: 4200 } });
  });
});
