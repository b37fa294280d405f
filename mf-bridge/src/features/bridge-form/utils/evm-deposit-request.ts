import BigNumber from 'bignumber.js';
import { encodeFunctionData, erc20Abi, getAddress, parseEther, parseUnits, toHex, type Address, type Hex } from 'viem';
import type { EvmOption } from './transfer-options';

/** What `eth_sendTransaction` gets. */
export interface EvmTransactionRequest {
  from: Address;
  to: Address;
  value?: Hex;
  data?: Hex;
}

/**
 * A deposit from `from` to the bridge's `gateway`: the native coin as the transaction's value in wei,
 * a token as an ERC-20 `transfer(gateway, amount in the token's units)` call to its contract.
 * `amount` must be a valid plain decimal with at most the coin's decimals.
 */
export function depositTransaction(option: Pick<EvmOption, 'contractAddress' | 'evmPrecision'>, from: string, gateway: string, amount: string): EvmTransactionRequest {
  const plain = new BigNumber(amount).toFixed();
  if (option.contractAddress === null) return { from: getAddress(from), to: getAddress(gateway), value: toHex(parseEther(plain)) };
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [getAddress(gateway), parseUnits(plain, option.evmPrecision)] });
  return { from: getAddress(from), to: getAddress(option.contractAddress), data };
}
