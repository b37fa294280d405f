import type { ContractDefinition } from '../../chain/contract-api';
import type { TestChain } from '../../chain/testing';
import { balanceRow, createTokensChain, tokenRow } from '../tokens/test-fixtures';
import { contract } from './index';

/** Stand-ins named like the contracts burnFee treats specially; `noop` just emits. */
function fakeContract(name: string): ContractDefinition {
  return { name, owner: 'null', tables: [], actions: { noop: (api) => api.emit('noop', {}) } };
}

export const BEED = tokenRow('BEED', { issuer: 'null', precision: 4, supply: '100.0000', circulatingSupply: '100.0000' });

/** tokens + resourcemanager + fake market/marketpools; alice holds 20 BEED, nobody else holds any. */
export function createResourceChain(): TestChain {
  return createTokensChain(
    { tokens: [BEED], balances: [balanceRow('alice', 'BEED', { balance: '20.0000' })] },
    [contract, fakeContract('market'), fakeContract('marketpools')],
  );
}

export function action(contractName: string, contractAction: string, contractPayload: Record<string, unknown> = {}) {
  return { contractName, contractAction, contractPayload };
}

/** `count` copies of one action, submitted as one custom_json (so in one block). */
export function repeated(count: number, contractName: string, contractAction = 'noop', payload = {}) {
  return Array.from({ length: count }, () => action(contractName, contractAction, payload));
}
