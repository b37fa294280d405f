import BigNumber from 'bignumber.js';
import { accountKeys, DEFAULT_HIVE_BALANCES, DEV_ACCOUNTS, SYSTEM_ACCOUNTS } from '../accounts';
import type { SeedHiveBalance } from '../chain/seed-api';
import { HiveRpcError } from './hive-error';
import type { Authority, CondenserAccount } from './hive-types';

export interface LedgerAccount {
  hive: string;
  hbd: string;
}

export interface LedgerState {
  accounts: Record<string, LedgerAccount>;
  /** Ids of accepted Hive transactions (duplicate check). */
  transactionIds: string[];
}

export type Asset = 'HIVE' | 'HBD';
const ASSET_PATTERN = /^(\d+\.\d{3}) (HIVE|HBD)$/;

export function parseAsset(amount: unknown): { quantity: BigNumber; asset: Asset } | null {
  const match = typeof amount === 'string' ? ASSET_PATTERN.exec(amount) : null;
  return match ? { quantity: new BigNumber(match[1]), asset: match[2] as Asset } : null;
}

/** Starting accounts: dev + system accounts, then the seed's balances (which may add accounts). */
export function initialLedger(seedBalances: SeedHiveBalance[] = []): LedgerState {
  const accounts: Record<string, LedgerAccount> = {};
  for (const name of DEV_ACCOUNTS) accounts[name] = { ...DEFAULT_HIVE_BALANCES.dev };
  for (const name of SYSTEM_ACCOUNTS) accounts[name] = { ...DEFAULT_HIVE_BALANCES.system };
  for (const { account, hive, hbd } of seedBalances) {
    accounts[account] = { hive: new BigNumber(hive).toFixed(3), hbd: new BigNumber(hbd).toFixed(3) };
  }
  return { accounts, transactionIds: [] };
}

function authority(publicKey: string): Authority {
  return { weight_threshold: 1, account_auths: [], key_auths: [[publicKey, 1]] };
}

/** Hive accounts and liquid balances. Keys are derived from the name (see accounts.ts), not stored. */
export class HiveLedger {
  constructor(public state: LedgerState) {}

  has(name: string): boolean {
    return Object.hasOwn(this.state.accounts, name);
  }

  names(): string[] {
    return Object.keys(this.state.accounts);
  }

  balances(name: string): LedgerAccount | null {
    return this.has(name) ? { ...this.state.accounts[name] } : null;
  }

  authority(name: string, role: 'owner' | 'active' | 'posting'): Authority | null {
    return this.has(name) ? authority(accountKeys(name)[role].publicKey) : null;
  }

  /** Throws like hived when the amount is malformed, an account is unknown or funds are short. */
  checkTransfer(from: string, to: string, amount: unknown): void {
    const parsed = parseAsset(amount);
    if (!parsed || !parsed.quantity.isGreaterThan(0)) throw new HiveRpcError('Assert Exception:amount.amount > 0: Cannot transfer a negative amount (aka: stealing)');
    if (!this.has(to)) throw new HiveRpcError(`Assert Exception:to_account: Account ${to} does not exist`);
    if (!this.has(from)) throw new HiveRpcError(`Assert Exception:from_account: Account ${from} does not exist`);
    const field = parsed.asset === 'HIVE' ? 'hive' : 'hbd';
    if (new BigNumber(this.state.accounts[from][field]).isLessThan(parsed.quantity)) {
      throw new HiveRpcError(`Assert Exception:_db.get_balance( from_account, o.amount.symbol ) >= o.amount: Account ${from} does not have sufficient funds for transfer.`);
    }
  }

  transfer(from: string, to: string, amount: string): void {
    this.checkTransfer(from, to, amount);
    const { quantity, asset } = parseAsset(amount)!;
    const field = asset === 'HIVE' ? 'hive' : 'hbd';
    this.state.accounts[from][field] = new BigNumber(this.state.accounts[from][field]).minus(quantity).toFixed(3);
    this.state.accounts[to][field] = new BigNumber(this.state.accounts[to][field]).plus(quantity).toFixed(3);
  }

  condenserAccount(name: string, index: number, createdMs: number): CondenserAccount | null {
    if (!this.has(name)) return null;
    const keys = accountKeys(name);
    const { hive, hbd } = this.state.accounts[name];
    const created = new Date(createdMs).toISOString().slice(0, 19);
    return {
      id: index + 1,
      name,
      owner: authority(keys.owner.publicKey),
      active: authority(keys.active.publicKey),
      posting: authority(keys.posting.publicKey),
      memo_key: keys.memo.publicKey,
      json_metadata: '',
      posting_json_metadata: '',
      balance: `${hive} HIVE`,
      hbd_balance: `${hbd} HBD`,
      savings_balance: '0.000 HIVE',
      savings_hbd_balance: '0.000 HBD',
      vesting_shares: '1000000.000000 VESTS',
      delegated_vesting_shares: '0.000000 VESTS',
      received_vesting_shares: '0.000000 VESTS',
      reputation: 0,
      created,
      last_owner_update: '1970-01-01T00:00:00',
      last_account_update: created,
    };
  }
}
