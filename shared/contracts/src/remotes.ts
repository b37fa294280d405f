/**
 * The seven remotes: their Module Federation names, dev/serve ports and the human name of the area
 * they own (used in error messages such as "The Wallet area could not be loaded").
 */
export const SHELL_PORT = 3000;

export const REMOTES = {
  mf_trade: { port: 3101, area: 'Trade' },
  mf_swap: { port: 3102, area: 'Swap' },
  mf_wallet: { port: 3103, area: 'Wallet' },
  mf_nft_openhive: { port: 3104, area: 'NFTs and OpenHive' },
  mf_contracts: { port: 3105, area: 'Contracts' },
  mf_bridge: { port: 3106, area: 'Bridge' },
  mf_admin: { port: 3107, area: 'Admin' },
} as const satisfies Record<string, { port: number; area: string }>;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Where the shell serves each remote's entry address (remote name → remoteEntry.js URL). */
export const REMOTES_URL = '/remotes.json';

/** The one module every remote exposes: its single-spa parcel lifecycles. */
export const PARCEL_EXPOSE = './parcel';

/** The request the host hands to `loadRemote`, e.g. `mf_wallet/parcel`. */
export function parcelRequest(remote: RemoteName): string {
  return `${remote}/${PARCEL_EXPOSE.slice(2)}`;
}

export function isRemoteName(value: string): value is RemoteName {
  return Object.prototype.hasOwnProperty.call(REMOTES, value);
}

/** Test id of the element that holds a mounted area (e2e: `getByTestId('remote-mf_trade')`). */
export function remoteTestId(remote: RemoteName): string {
  return `remote-${remote}`;
}
