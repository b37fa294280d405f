import type { ContractApi, Decimal128, Row } from '../../chain/contract-api';
import { BigNumber } from '../shared/chain-number';
import { findBalance } from '../shared/token-tables';
import { type TypedTable, typedTable } from '../shared/typed-table';
import { GENESIS_PARAMS, GOVERNANCE_TOKEN_PRECISION, GOVERNANCE_TOKEN_SYMBOL } from './constants';

export interface WitnessRow extends Row {
  account: string;
  approvalWeight: Decimal128;
  signingKey: string;
  /** Exactly one of `IP` and `domain` is set. */
  IP?: string;
  domain?: string;
  RPCPort: number;
  P2PPort: number;
  enabled: boolean;
  missedRounds: number;
  missedRoundsInARow: number;
  verifiedRounds: number;
  lastRoundVerified: number | null;
  lastBlockVerified: number | null;
}

/** What a witness's node is registered with. */
export type NodeRegistration = Pick<WitnessRow, 'IP' | 'domain' | 'RPCPort' | 'P2PPort' | 'signingKey' | 'enabled'>;

/** A newly registered witness: no weight, no rounds yet. */
export function newWitnessRow(account: string, node: NodeRegistration): WitnessRow {
  return {
    account,
    approvalWeight: { $numberDecimal: '0' },
    missedRounds: 0,
    missedRoundsInARow: 0,
    verifiedRounds: 0,
    lastRoundVerified: null,
    lastBlockVerified: null,
    ...node,
  };
}

export interface ApprovalRow extends Row {
  from: string;
  to: string;
}

/**
 * An account's votes. `approvalWeight` is a decimal string once the account voted, the number 0
 * when it held no WORKERBEE, and the Decimal128 zero only on a row created by a refused vote.
 */
export interface VoterRow extends Row {
  account: string;
  approvals: number;
  approvalWeight: string | number | Decimal128;
  lastApproveBlock: number;
}

export type WitnessesParams = Row & typeof GENESIS_PARAMS;

export const witnesses = (api: ContractApi): TypedTable<WitnessRow> => typedTable(api.table('witnesses'));
export const approvals = (api: ContractApi): TypedTable<ApprovalRow> => typedTable(api.table('approvals'));
export const voters = (api: ContractApi): TypedTable<VoterRow> => typedTable(api.table('accounts'));
export const witnessesParams = (api: ContractApi): TypedTable<WitnessesParams> => typedTable(api.table('params'));

/** The single params row (written by genesis, replaced by the seed). */
export function readParams(api: ContractApi): WitnessesParams {
  return witnessesParams(api).findOne({}) as WitnessesParams;
}

/**
 * What `account`'s approvals weigh now: its staked WORKERBEE plus the WORKERBEE delegated to it.
 * Like the contract, the number 0 without a stake, the stake string as stored when there is no
 * delegations field, else the sum at the token's precision.
 */
export function approvalWeightOf(api: ContractApi, account: string | null): string | number {
  const balance = findBalance(api, account, GOVERNANCE_TOKEN_SYMBOL);
  let weight: string | number = 0;
  if (balance?.stake) weight = balance.stake;
  if (balance?.delegationsIn) weight = new BigNumber(weight).plus(balance.delegationsIn).toFixed(GOVERNANCE_TOKEN_PRECISION);
  return weight;
}
