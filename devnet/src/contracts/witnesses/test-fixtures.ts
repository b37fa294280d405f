import type { TestChain } from '../../chain/testing';
import { balanceRow, createTokensChain, tokenRow } from '../tokens/test-fixtures';
import { GENESIS_PARAMS } from './constants';
import { contract } from './index';
import { newWitnessRow, type WitnessesParams, type WitnessRow } from './rows';

/** A chain running `tokens` and `witnesses` with WORKERBEE (staking and delegation on) and a few witnesses. */

export const WORKERBEE = tokenRow('WORKERBEE', {
  issuer: 'hive-engine',
  precision: 5,
  maxSupply: '1000000.00000',
  supply: '10000.00000',
  circulatingSupply: '10000.00000',
  stakingEnabled: true,
  unstakingCooldown: 30,
  numberTransactions: 30,
  totalStaked: '0.00000',
  delegationEnabled: true,
  undelegationCooldown: 7,
});

/** A valid signing key (53 alphanumeric characters) made from a seed letter. */
export const signingKey = (letter: string) => `STM${letter.repeat(50)}`;

/** A registered witness, on `<account>.example.com` unless `fields` give an IP. */
export function witnessRow(account: string, fields: Partial<WitnessRow> = {}): WitnessRow {
  const address = fields.IP ? {} : { domain: `${account}.example.com` };
  return { ...newWitnessRow(account, { signingKey: signingKey(account[0].toUpperCase()), RPCPort: 5000, P2PPort: 5001, enabled: true, ...address }), ...fields };
}

interface WitnessesSeed {
  /** [account, staked, delegated in] WORKERBEE */
  stakes?: [string, string, string?][];
  witnesses?: WitnessRow[];
  params?: Partial<WitnessesParams>;
}

export const DEFAULT_STAKES: [string, string, string?][] = [
  ['alice', '100.00000', '5.00000'],
  ['bob', '40.00000'],
  ['carol', '0.00000'],
];

export function createWitnessesChain({ stakes = DEFAULT_STAKES, witnesses = [witnessRow('wit-one'), witnessRow('wit-two', { IP: '10.0.0.2', signingKey: signingKey('X') })], params = {} }: WitnessesSeed = {}): TestChain {
  const chain = createTokensChain(
    {
      tokens: [WORKERBEE],
      balances: stakes.map(([account, stake, delegationsIn = '0.00000']) => balanceRow(account, 'WORKERBEE', { balance: '50.00000', stake, delegationsIn })),
    },
    [contract],
  );
  chain.table('witnesses', 'params').update({ _id: 1, ...GENESIS_PARAMS, ...params });
  for (const row of witnesses) chain.table('witnesses', 'witnesses').insert(row);
  return chain;
}

export const run = (chain: TestChain, sender: string, action: string, payload: Record<string, unknown>, active = true) =>
  chain.runAction(sender, 'witnesses', action, payload, { active });

export const witnessOf = (chain: TestChain, account: string) => chain.table('witnesses', 'witnesses').findOne({ account }) as WitnessRow | null;
export const weightOf = (chain: TestChain, account: string) => witnessOf(chain, account)?.approvalWeight.$numberDecimal;
export const voterOf = (chain: TestChain, account: string) => chain.table('witnesses', 'accounts').findOne({ account });
export const paramsOf = (chain: TestChain) => chain.table('witnesses', 'params').findOne({}) as WitnessesParams;
export const approvalsFrom = (chain: TestChain, from: string) => chain.rows('witnesses', 'approvals').filter((row) => row.from === from).map((row) => row.to);
