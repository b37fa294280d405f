import BigNumber from 'bignumber.js';
import type { ProcessedTransaction } from '../../devnet';
import { EVM_CHAINS, EVM_TOKENS, heSymbolOf, NATIVE_WITHDRAWAL_FEE, type BridgeSettings, type EvmChain } from './evm-chains';

/** GET /evm/<chain>/utils/tokens/<erc20|bep20>: `{name, <network>Symbol, heSymbol, contractAddress, <network>Precision, depositEnabled, withdrawEnabled}`. */
export function tokenList(chain: EvmChain): Record<string, unknown>[] {
  const { network } = EVM_CHAINS[chain];
  return EVM_TOKENS[chain].map((token) => ({
    name: token.name,
    [`${network}Symbol`]: token.symbol,
    heSymbol: heSymbolOf(chain, token.symbol),
    contractAddress: token.contractAddress,
    [`${network}Precision`]: token.precision,
    depositEnabled: token.depositEnabled,
    withdrawEnabled: token.withdrawEnabled,
  }));
}

/** Gas fee (native coin) for withdrawing one token or the native coin, by its sidechain symbol; null when unknown. */
export function withdrawalFee(chain: EvmChain, heSymbol: string, nativeSymbol: string): string | null {
  if (heSymbol === nativeSymbol) return NATIVE_WITHDRAWAL_FEE[chain];
  return EVM_TOKENS[chain].find((t) => heSymbolOf(chain, t.symbol) === heSymbol)?.withdrawalFee ?? null;
}

/** A change of one account's gas reserve: positive for a `fee` deposit, negative for a withdrawal's gas. */
export interface ReserveEntry {
  account: string;
  quantity: string;
}

/** A withdrawal memo: the receiving address on the EVM chain. */
export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * How an error-free sidechain transaction changes a gas reserve: a transfer of the pegged native coin
 * to the bridge account with memo `fee` credits it; a token withdrawal (a transfer of a bridged token to
 * the bridge account with an 0x address as memo) spends its gas fee. Null for anything else.
 */
export function reserveEntry(tx: ProcessedTransaction, chain: EvmChain, bridge: BridgeSettings): ReserveEntry | null {
  if (tx.contract !== 'tokens' || tx.action !== 'transfer' || tx.logs.errors?.length) return null;
  const { to, symbol, quantity, memo } = tx.payload;
  if (to !== bridge.account || typeof symbol !== 'string' || typeof quantity !== 'string' || !new BigNumber(quantity).isFinite()) return null;
  if (symbol === bridge.nativeSymbol && memo === 'fee') return { account: tx.sender, quantity };
  // A native coin's gas is taken off the amount withdrawn; only tokens spend the reserve.
  const fee = symbol !== bridge.nativeSymbol && typeof memo === 'string' && EVM_ADDRESS.test(memo) ? withdrawalFee(chain, symbol, bridge.nativeSymbol) : null;
  return fee === null ? null : { account: tx.sender, quantity: `-${fee}` };
}

/** The account's reserve: its entries in order, never below zero (the bridge takes what is there). */
export function feeBalance(entries: readonly ReserveEntry[], account: string): string {
  return entries
    .filter((entry) => entry.account === account)
    .reduce((sum, entry) => BigNumber.max(sum.plus(entry.quantity), 0), new BigNumber(0))
    .toFixed();
}
