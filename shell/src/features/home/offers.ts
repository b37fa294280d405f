import { DEFAULT_TRADE_TOKEN, paths } from '@tdx/contracts';

export interface Offer {
  title: string;
  text: string;
  href: string;
}

/** The areas of the site, as the home page introduces them (first-page bytes: keep the texts short). */
export const OFFERS: readonly Offer[] = [
  { title: 'Trade', text: 'Order books for every token, priced in SWAP.HIVE.', href: paths.trade.href(DEFAULT_TRADE_TOKEN) },
  { title: 'Swap and pools', text: 'Instant swaps through liquidity pools; provide liquidity and earn fees.', href: paths.swap.href() },
  { title: 'Wallet', text: 'Balances, stakes, open orders, deposits and withdrawals.', href: paths.wallet.href() },
  { title: 'Tokens', text: 'Every token with price and volume; create your own.', href: paths.tokens.href() },
  { title: 'NFTs', text: 'Create NFT collections and issue instances.', href: paths.nfts.href() },
  { title: 'OpenHive', text: 'The NFT marketplace: buy and sell with a cart.', href: paths.openhive.href() },
  { title: 'Token funds', text: 'Funds that pay proposals voted for by stake.', href: paths.tokenfunds.href() },
  { title: 'Mining', text: 'Pools that reward holders of tokens and NFTs.', href: paths.mining.href() },
  { title: 'Packs', text: 'NFT packs that open into random cards.', href: paths.packmanager.href() },
  { title: 'Airdrops', text: 'Send tokens or NFTs to many accounts at once.', href: paths.airdrop.href() },
  { title: 'Bridge', text: 'Move BTC, ETH, BNB and more in and out.', href: paths.bridge.href() },
  { title: 'Witnesses', text: 'Vote for the nodes that produce sidechain blocks.', href: paths.witnesses.href() },
];
