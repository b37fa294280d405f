import { decodeFunctionData, erc20Abi, getAddress } from 'viem';
import { depositTransaction } from './evm-deposit-request';

const FROM = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const GATEWAY = '0x1c1fe6bce49c2f1a8a4c5d2e3f4a5b6c7d8e9f01';
const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7';

describe('depositTransaction', () => {
  it('sends the native coin as value in wei to the gateway, exactly', () => {
    expect(depositTransaction({ contractAddress: null, evmPrecision: 18 }, FROM, GATEWAY, '1.000000000000000001')).toEqual({
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      to: getAddress(GATEWAY),
      value: '0xde0b6b3a7640001',
    });
  });

  it('calls transfer(gateway, amount in token units) on the token contract, with no value', () => {
    const request = depositTransaction({ contractAddress: USDT, evmPrecision: 6 }, FROM, GATEWAY, '12.5');
    expect(request.to).toBe(getAddress(USDT));
    expect(request.value).toBeUndefined();
    const call = decodeFunctionData({ abi: erc20Abi, data: request.data! });
    expect(call.functionName).toBe('transfer');
    expect(call.args).toEqual([getAddress(GATEWAY), 12_500_000n]);
  });
});
