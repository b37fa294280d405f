import BigNumber from 'bignumber.js';
import { createHash } from 'node:crypto';
import type { ProcessedTransaction } from '../../devnet';
import { EVM_CHAINS, EVM_TOKENS, heSymbolOf, type EvmChain } from './evm-chains';

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

/** Gas fee (native coin) for withdrawing one token, by its sidechain symbol; null when unknown. */
export function withdrawalFee(chain: EvmChain, heSymbol: string): number | null {
  const token = EVM_TOKENS[chain].find((t) => heSymbolOf(chain, t.symbol) === heSymbol);
  return token ? new BigNumber(token.withdrawalFee).toNumber() : null;
}

/** Dev accounts with a registered address (others have none, so the registration flow can be seen). */
const ACCOUNTS_WITH_EVM_ADDRESS = new Set(['alice', 'bob']);

export function registeredAddress(chain: EvmChain, account: string): string | null {
  if (!ACCOUNTS_WITH_EVM_ADDRESS.has(account)) return null;
  return `0x${createHash('sha256').update(`${chain}:${account}`).digest('hex').slice(0, 40)}`;
}

/** A gas-fee reserve deposit: an error-free transfer of the pegged native coin to the bridge account with memo `fee`. */
export function feeDeposit(tx: ProcessedTransaction, bridgeAccount: string, nativeSymbol: string): { account: string; quantity: string } | null {
  if (tx.contract !== 'tokens' || tx.action !== 'transfer' || tx.logs.errors?.length) return null;
  const { to, symbol, quantity, memo } = tx.payload;
  if (to !== bridgeAccount || symbol !== nativeSymbol || memo !== 'fee' || typeof quantity !== 'string') return null;
  return new BigNumber(quantity).isFinite() ? { account: tx.sender, quantity } : null;
}

export function feeBalance(deposits: readonly { account: string; quantity: string }[], account: string): string {
  return deposits
    .filter((d) => d.account === account)
    .reduce((sum, d) => sum.plus(d.quantity), new BigNumber(0))
    .toFixed();
}
