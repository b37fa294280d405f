import { queries, sidechain } from '@tdx/api';
import { dataKeys, defineQuery } from '@tdx/data';
import BigNumber from 'bignumber.js';
import { GOVERNANCE_SYMBOL, wholeNumberOf } from '../model/chain-values';
import { witnessParamsOf, type WitnessParams } from '../model/params';
import type { LatestBlock, VoterState } from '../model/votes';
import type { WitnessRow } from '../model/witness-list';

/** Every witness row and the params; a vote or a registration names it so the weights are read again. */
export const WITNESSES_KEY = ['witnesses'] as const;

/** Weights move with every vote and WORKERBEE stake anyone makes: read again every 30 s while visible. */
const WITNESSES_REFRESH_MS = 30_000;

export const witnessesQuery = defineQuery({
  key: () => WITNESSES_KEY,
  fetch: () => sidechain.findAll<WitnessRow>('witnesses', 'witnesses', {}),
  refetchInterval: WITNESSES_REFRESH_MS,
});

export const witnessParamsQuery = defineQuery({
  key: () => [...WITNESSES_KEY, 'params'],
  fetch: async (): Promise<WitnessParams> => witnessParamsOf(await sidechain.findOne<Record<string, unknown>>('witnesses', 'params', {})),
  staleTime: 60_000,
});

/** The account's approvals, its last vote's block and its WORKERBEE weight (under the account's key: each broadcast reads it again). */
export const voterQuery = defineQuery({
  key: (account: string) => [...dataKeys.account(account), 'witness-votes'],
  fetch: async (account: string): Promise<VoterState> => {
    const [approvals, votes, balance] = await Promise.all([
      sidechain.findAll<{ _id: number; to: string }>('witnesses', 'approvals', { from: account }),
      sidechain.findOne<Record<string, unknown>>('witnesses', 'accounts', { account }),
      queries.getBalance(account, GOVERNANCE_SYMBOL),
    ]);
    const held = (value: unknown) => (typeof value === 'string' && new BigNumber(value).isFinite() ? new BigNumber(value) : new BigNumber(0));
    return {
      approved: new Set(approvals.map((approval) => approval.to)),
      weight: held(balance?.stake).plus(held(balance?.delegationsIn)),
      lastApproveBlock: wholeNumberOf(votes?.lastApproveBlock),
    };
  },
});

/** The sidechain's latest block, dated by when it was read (for the expiry estimate). */
export const latestBlockQuery = defineQuery({
  key: () => ['sidechain', 'latest-block'],
  fetch: async (): Promise<LatestBlock> => ({ blockNumber: (await sidechain.getLatestBlockInfo()).blockNumber, readAtMs: Date.now() }),
  staleTime: 30_000,
});
