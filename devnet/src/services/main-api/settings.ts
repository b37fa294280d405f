import { z } from 'zod';
import { HOSTILE_SAMPLES } from '../../seed/hostile';

/**
 * The site settings served by GET /api/settings and kept in the devnet state bag `settings`
 * (PATCH /__devnet/settings and the admin PUT /api/settings merge into it, top-level keys replaced).
 */
export const SETTINGS_STATE_KEY = 'settings';

const symbol = z.string().min(1).max(20);
const reasoned = z.object({ symbol, reason: z.string().max(500) }).strict();
const peggedCoin = z.object({ name: z.string(), symbol, pegged_token_symbol: symbol }).strict();
const enabledFlag = z.object({ enabled: z.boolean() }).strict();
const bridgeBase = { account: z.string(), id: z.string(), gateway_address: z.string() };

export const announcementSchema = z
  .object({ id: z.string().min(1).max(64), title: z.string().max(200), message: z.string().max(5000) })
  .strict();

export const settingsSchema = z
  .object({
    maintenance: z.boolean(),
    native_token: symbol,
    announcements: z.array(announcementSchema).max(50),
    nodes: z.array(z.url({ protocol: /^https?$/ })).min(1),
    sidechain_id: z.string().startsWith('ssc-'),
    sidechain_rpc: z.url({ protocol: /^https?$/ }),
    deprecated_tokens: z.array(symbol),
    disabled_tokens: z.array(symbol),
    delisted_tokens: z.array(z.object({ symbol, announcementId: z.string() }).strict()),
    disabled_deposits: z.array(reasoned),
    disabled_withdrawals: z.array(reasoned),
    minimum_withdrawals: z.array(z.tuple([symbol, z.string().regex(/^\d+(\.\d+)?$/)])),
    hive_pegged_account: z.string(),
    eth_bridge: z.object({ ...bridgeBase, chain_id: z.string(), ethereum: peggedCoin, erc_20: enabledFlag }).strict(),
    bsc_bridge: z.object({ ...bridgeBase, chain_id: z.string(), bnb: peggedCoin, bep_20: enabledFlag }).strict(),
    polygon_bridge: z.object({ ...bridgeBase, chain_id: z.string(), pol: peggedCoin, erc_20: enabledFlag }).strict(),
    solana_bridge: z.object({ ...bridgeBase, solana: peggedCoin }).strict(),
  })
  .strict();

export type Settings = z.infer<typeof settingsSchema>;
export type Announcement = z.infer<typeof announcementSchema>;

/** What an admin may send: any subset of the top-level keys, each complete and valid. */
export const settingsPatchSchema = settingsSchema.partial();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export interface SettingsEnvironment {
  /** Public base URL of the devnet, e.g. http://localhost:3900 (no trailing slash). */
  publicBaseUrl: string;
  sidechainNodeCount: number;
  sidechainId: string;
  deprecatedTokens: readonly string[];
  disabledTokens: readonly string[];
}

/** Announcement whose text is written to look like an attack: the site must show it as inert text. */
export const HOSTILE_ANNOUNCEMENT: Announcement = {
  id: 'hostile-sample',
  title: `${HOSTILE_SAMPLES.imageOnError} Free BEE!`,
  message: [
    `Claim now: [click](${HOSTILE_SAMPLES.javascriptUrl})`,
    HOSTILE_SAMPLES.scriptTag,
    `<a href="${HOSTILE_SAMPLES.dataUrl}">official link</a>`,
    HOSTILE_SAMPLES.rightToLeftOverride,
  ].join(' '),
};

const enabled = () => ({ enabled: true });

const peggedCoinInfo = (name: string, symbol: string, peggedSymbol: string) => ({ name, symbol, pegged_token_symbol: peggedSymbol });

/** Account, id, chain and gateway of a devnet EVM bridge (`n` tells the made-up gateways apart). */
function evmBridgeBase(network: string, id: string, chainId: string, n: number) {
  return { account: `${network}-bridge`, id, chain_id: chainId, gateway_address: `0x${n}c${n}fe6bce49c2f1a8a4c5d2e3f4a5b6c7d8e9f0${n}` };
}

export function defaultSettings(env: SettingsEnvironment): Settings {
  const nodes = Array.from({ length: env.sidechainNodeCount }, (_, n) => `${env.publicBaseUrl}/sidechain/${n}`);
  return {
    maintenance: false,
    native_token: 'BEE',
    announcements: [
      {
        id: 'devnet-welcome',
        title: 'Welcome to the Tribaldex devnet',
        message:
          'Everything on this site runs against a local stand-in of the Hive Engine sidechain. Balances, trades and NFTs are test data and reset with the devnet.',
      },
      {
        id: 'node-maintenance',
        title: 'Scheduled node maintenance',
        message:
          'Sidechain nodes will be upgraded on Sunday between 02:00 and 03:00 UTC. Pending orders are kept; expect a few minutes of slower confirmations.',
      },
      HOSTILE_ANNOUNCEMENT,
    ],
    nodes,
    sidechain_id: env.sidechainId,
    sidechain_rpc: nodes[0],
    deprecated_tokens: [...env.deprecatedTokens],
    disabled_tokens: [...env.disabledTokens],
    delisted_tokens: env.deprecatedTokens.slice(0, 1).map((symbol) => ({ symbol, announcementId: 'devnet-welcome' })),
    disabled_deposits: [{ symbol: 'SWAP.DOGE', reason: 'Deposits are paused while the DOGE gateway is upgraded.' }],
    disabled_withdrawals: [{ symbol: 'SWAP.LTC', reason: 'Withdrawals are paused while the LTC gateway is upgraded.' }],
    minimum_withdrawals: [
      ['SWAP.HIVE', '0.002'],
      ['SWAP.BTC', '0.0001'],
      ['SWAP.ETH', '0.005'],
    ],
    hive_pegged_account: 'honey-swap',
    eth_bridge: { ...evmBridgeBase('eth', 'ethereum_bridge', '1', 1), ethereum: peggedCoinInfo('Ether', 'ETH', 'SWAP.ETH'), erc_20: enabled() },
    bsc_bridge: { ...evmBridgeBase('bsc', 'bsc_bridge', '56', 2), bnb: peggedCoinInfo('BNB', 'BNB', 'SWAP.BNB'), bep_20: enabled() },
    polygon_bridge: { ...evmBridgeBase('polygon', 'polygon_bridge', '137', 3), pol: peggedCoinInfo('Polygon', 'POL', 'SWAP.MATIC'), erc_20: enabled() },
    solana_bridge: {
      account: 'sol-bridge',
      id: 'solana_bridge',
      gateway_address: 'GsoLbridgeDevnet1111111111111111111111111111',
      solana: peggedCoinInfo('Solana', 'SOL', 'SWAP.SOL'),
    },
  };
}
