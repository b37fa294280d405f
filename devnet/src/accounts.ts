import { PrivateKey, type KeyRole } from '@hiveio/dhive';

/** Dev accounts anyone can sign for (the seed gives them balances, orders, NFTs …). */
export const DEV_ACCOUNTS = ['alice', 'bob', 'carol', 'dave', 'erin'] as const;
type DevAccount = (typeof DEV_ACCOUNTS)[number];
/** Holds the admin scope of the main API. */
export const ADMIN_ACCOUNT: DevAccount = 'alice';

/** The accounts that run the platform's contracts and services, by role. */
export const SYSTEM_ACCOUNT = {
  /** Burns; owner of the market contract. */
  burn: 'null',
  /** Owner of tokens/nft, fee receiver. */
  hiveEngine: 'hive-engine',
  hivePeg: 'honey-swap',
  btcPeg: 'graphene-swap',
  ethPeg: 'swap-eth',
  /** OpenHive's market account: receives NFT market fees as the buyer-supplied `marketAccount`. */
  nftMarket: 'openhive',
  /** OpenHive's mint account: receives whitelisting and mint fees. */
  nftMint: 'openhive-mint',
  /** NFT market agent hard-coded by earlier front ends. */
  legacyNftMarketAgent: 'se-devworks',
  /** The EVM bridges' Hive accounts (settings `<net>_bridge.account`): address registrations and gas reserves go to them. */
  ethBridge: 'eth-bridge',
  bscBridge: 'bsc-bridge',
  polygonBridge: 'polygon-bridge',
} as const;

/** Every system account; the seed may add more accounts through its Hive balances. */
export const SYSTEM_ACCOUNTS: readonly string[] = Object.values(SYSTEM_ACCOUNT);

export const KEY_ROLES: KeyRole[] = ['owner', 'active', 'posting', 'memo'];

/** Starting liquid balances (3 decimals) when the seed gives none. */
export const DEFAULT_HIVE_BALANCES = {
  dev: { hive: '10000.000', hbd: '1000.000' },
  system: { hive: '1000.000', hbd: '100.000' },
} as const;

export interface KeyPair {
  wif: string;
  publicKey: string;
}

export type AccountKeys = Record<KeyRole, KeyPair>;

/** The password every devnet account's keys derive from: `devnet-<name>-password`. */
export function devnetPassword(name: string): string {
  return `devnet-${name}-password`;
}

const cache = new Map<string, AccountKeys>();

/** Keys of any devnet account: `PrivateKey.fromLogin(name, devnetPassword(name), role)`. */
export function accountKeys(name: string): AccountKeys {
  const cached = cache.get(name);
  if (cached) return cached;
  const keys = Object.fromEntries(
    KEY_ROLES.map((role) => {
      const key = PrivateKey.fromLogin(name, devnetPassword(name), role);
      return [role, { wif: key.toString(), publicKey: key.createPublic().toString() }];
    }),
  ) as AccountKeys;
  cache.set(name, keys);
  return keys;
}
