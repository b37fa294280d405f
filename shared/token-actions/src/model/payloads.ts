import type { ContractAction, TokenMetadata } from '@tdx/contracts';

/** The `tokens` contract actions the wallet and the token pages send, with the exact payloads of reference §3.3. */
const tokens = <P extends object>(contractAction: string, contractPayload: P): ContractAction<P> => ({
  contractName: 'tokens',
  contractAction,
  contractPayload,
});

/** What `create` takes: `url` only when there is one (the contract refuses an empty one). */
export interface NewToken {
  name: string;
  symbol: string;
  url?: string;
  precision: number;
  maxSupply: string;
}

export const tokenActions = {
  create: ({ name, symbol, url, precision, maxSupply }: NewToken) => tokens('create', { name, symbol, ...(url ? { url } : {}), precision, maxSupply }),
  transfer: (symbol: string, to: string, quantity: string, memo: string) => tokens('transfer', { symbol, to, quantity, memo }),
  stake: (symbol: string, to: string, quantity: string) => tokens('stake', { to, symbol, quantity }),
  unstake: (symbol: string, quantity: string) => tokens('unstake', { symbol, quantity }),
  cancelUnstake: (txID: string) => tokens('cancelUnstake', { txID }),
  delegate: (symbol: string, to: string, quantity: string) => tokens('delegate', { to, symbol, quantity }),
  /** `from` is the account that received the delegation. */
  undelegate: (symbol: string, from: string, quantity: string) => tokens('undelegate', { from, symbol, quantity }),
  issue: (symbol: string, to: string, quantity: string) => tokens('issue', { symbol: symbol.toUpperCase(), to: to.toLowerCase(), quantity }),
  enableStaking: (symbol: string, unstakingCooldown: number, numberTransactions: number) =>
    tokens('enableStaking', { symbol, unstakingCooldown, numberTransactions }),
  enableDelegation: (symbol: string, undelegationCooldown: number) => tokens('enableDelegation', { symbol, undelegationCooldown }),
  transferOwnership: (symbol: string, to: string) => tokens('transferOwnership', { symbol, to }),
  updateMetadata: (symbol: string, metadata: TokenMetadata) => tokens('updateMetadata', { symbol, metadata }),
  updatePrecision: (symbol: string, precision: number) => tokens('updatePrecision', { symbol, precision }),
};
