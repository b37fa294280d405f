import BigNumber from 'bignumber.js';
import { formatUnits, getAddress, isAddress } from 'viem';
import type { ProcessedTransaction } from '../../../devnet';
import { blockTimeToSeconds } from '../../common/block-time';
import { EVM_TOKENS, heSymbolOf, NATIVE_WITHDRAWAL_FEE, type BridgeSettings, type EvmChain } from '../../evm/evm-chains';
import { EVM_ADDRESS } from '../../evm/evm-responses';
import type { RecordedTransaction } from '../../evm/web3-wallet/wallet-state';
import { withdrawalOf } from '../conversions';
import { seenTransfer, type TrackedTransfer } from './tracked-transfer';
import { converterChainOf } from './transfer-chains';

/** EVM withdrawals cost 1 % of the amount (plus, for a native coin, its gas). */
const EVM_WITHDRAWAL_FEE_RATE = '0.01';
const ERC20_TRANSFER = '0xa9059cbb';
/** Web3 chain ids (hex) of the EVM bridges. */
const CHAIN_OF_ID: Record<string, EvmChain> = { '0x1': 'eth', '0x38': 'bsc', '0x89': 'polygon' };

const txTimeMs = (tx: ProcessedTransaction) => blockTimeToSeconds(tx.timestamp) * 1000;

/** A converter withdrawal (a token transfer to the converter with memo `<COIN> <address>`), as a transfer. */
export function converterWithdrawalOf(tx: ProcessedTransaction): TrackedTransfer | null {
  const conversion = withdrawalOf(tx);
  const chain = conversion && converterChainOf(conversion.to_coin_symbol);
  if (!conversion || !chain) return null;
  return seenTransfer({
    id: conversion.id,
    direction: 'withdrawal',
    chain,
    coin: conversion.to_coin_symbol,
    symbol: conversion.from_coin_symbol,
    account: tx.sender,
    address: conversion.to_address,
    amount: conversion.deposit.amount,
    fee: conversion.ex_fee,
    received: conversion.to_amount,
    sourceTxId: tx.transactionId,
    atMs: txTimeMs(tx),
  });
}

/** An EVM withdrawal (a transfer of one of the chain's tokens, or its native coin, to the bridge account with an 0x address as memo). */
export function evmWithdrawalOf(tx: ProcessedTransaction, chain: EvmChain, bridge: BridgeSettings): TrackedTransfer | null {
  if (tx.contract !== 'tokens' || tx.action !== 'transfer' || tx.logs.errors?.length) return null;
  const { to, symbol, quantity, memo } = tx.payload;
  if (to !== bridge.account || typeof quantity !== 'string' || typeof memo !== 'string' || !EVM_ADDRESS.test(memo)) return null;
  const isNative = symbol === bridge.nativeSymbol;
  const token = EVM_TOKENS[chain].find((candidate) => heSymbolOf(chain, candidate.symbol) === symbol);
  if (!isNative && !token) return null;
  const amount = new BigNumber(quantity);
  if (!amount.isFinite()) return null;
  const fee = amount.times(EVM_WITHDRAWAL_FEE_RATE).plus(isNative ? NATIVE_WITHDRAWAL_FEE[chain] : 0).decimalPlaces(8, BigNumber.ROUND_UP);
  return seenTransfer({
    id: `w-${tx.transactionId}`,
    direction: 'withdrawal',
    chain,
    coin: isNative ? bridge.nativeCoin : (token?.symbol ?? ''),
    symbol: symbol as string,
    account: tx.sender,
    address: getAddress(memo),
    amount: amount.toFixed(),
    fee: fee.toFixed(),
    received: BigNumber.max(amount.minus(fee), 0).toFixed(),
    sourceTxId: tx.transactionId,
    atMs: txTimeMs(tx),
  });
}

export interface EvmDeposit {
  chain: EvmChain;
  coin: string;
  symbol: string;
  from: string;
  /** In the coin's own units (not wei). */
  amount: string;
  /** Deposits of this token are switched off on the bridge. */
  disabled: boolean;
}

/** What a Web3 wallet transaction deposits: the native coin sent to the gateway, or an ERC-20 `transfer(gateway, amount)`; null otherwise. */
export function evmDepositOf(tx: RecordedTransaction, bridgeOfChain: (chain: EvmChain) => BridgeSettings): EvmDeposit | null {
  const chain = CHAIN_OF_ID[tx.chainId];
  if (!chain) return null;
  const bridge = bridgeOfChain(chain);
  const gateway = bridge.gateway.toLowerCase();
  const value = BigInt(tx.value);
  if (tx.to.toLowerCase() === gateway && value > 0n) {
    return { chain, coin: bridge.nativeCoin, symbol: bridge.nativeSymbol, from: tx.from, amount: formatUnits(value, 18), disabled: false };
  }
  const token = EVM_TOKENS[chain].find((candidate) => candidate.contractAddress.toLowerCase() === tx.to.toLowerCase());
  if (!token || !tx.data.startsWith(ERC20_TRANSFER) || tx.data.length < 138) return null;
  const recipient = `0x${tx.data.slice(34, 74)}`;
  const amount = BigInt(`0x${tx.data.slice(74, 138)}`);
  if (!isAddress(recipient) || recipient.toLowerCase() !== gateway || amount === 0n) return null;
  return { chain, coin: token.symbol, symbol: heSymbolOf(chain, token.symbol), from: tx.from, amount: formatUnits(amount, token.precision), disabled: !token.depositEnabled };
}
