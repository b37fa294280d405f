import { SYSTEM_ACCOUNT } from '../../accounts';
import { NFT_COLLECTIONS } from '../../seed/nft-collections';

export interface OpenhiveProject {
  name: string;
  site: string;
  /** Base URL of the project's info API (see the /nftinfo service). */
  api: string;
  /** Default seller fee in basis points. */
  fee: number;
}

export interface OpenhiveSettings {
  supported_nfts: string[];
  openhive: Record<string, OpenhiveProject>;
  market_account: string;
  openhive_mint: { account: string; whitelisting_fee: string; fee_currency: string };
}

/** The seeded NFT collections OpenHive lists, with their marketplace site and default seller fee (basis points). */
export const OPENHIVE_PROJECTS: Record<string, { site: string; fee: number }> = {
  NFTSR: { site: 'nftshowroom.com', fee: 500 },
  LENSY: { site: 'lensy.io', fee: 400 },
  MYTHICAL: { site: 'mythical.example', fee: 500 },
  FARM: { site: 'dcrops.example', fee: 500 },
  CITY: { site: 'dcity.io', fee: 300 },
  STAR: { site: 'risingstargame.com', fee: 500 },
  PUNK: { site: 'hivepunks.com', fee: 500 },
  ARTZ: { site: 'artz.example', fee: 500 },
  MEMES: { site: 'memes.example', fee: 250 },
};

export const WHITELISTING_FEE = '10.000';
export const WHITELISTING_FEE_CURRENCY = 'BEE';

export function openhiveSettings(publicBaseUrl: string): OpenhiveSettings {
  const symbols = Object.keys(OPENHIVE_PROJECTS);
  return {
    supported_nfts: symbols,
    openhive: Object.fromEntries(
      symbols.map((symbol) => {
        const { site, fee } = OPENHIVE_PROJECTS[symbol];
        const name = NFT_COLLECTIONS.find((collection) => collection.symbol === symbol)?.name ?? symbol;
        return [symbol, { name, site: `https://${site}`, api: `${publicBaseUrl}/nftinfo`, fee }];
      }),
    ),
    market_account: SYSTEM_ACCOUNT.nftMarket,
    openhive_mint: {
      account: SYSTEM_ACCOUNT.nftMint,
      whitelisting_fee: WHITELISTING_FEE,
      fee_currency: WHITELISTING_FEE_CURRENCY,
    },
  };
}
