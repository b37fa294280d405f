import { paths } from '@tdx/contracts';
import type { TextSection } from './text-page';

type Offering = [heading: string, paragraph: string, linkLabel: string, href: string];

const OFFERING_ROWS: readonly Offering[] = [
  ['Outposts', 'A front end of your own for your community token: your name and branding, with wallet, market, staking and rewards for your members. Deploy one and manage it from here.', 'Open Outposts', paths.outposts.href()],
  ['SMT', 'Reward pools that pay your token to the authors and curators of Hive posts under your tags, with your own reward curves, payout window and voting rules.', 'Open SMT', paths.smt.href()],
  ['Pack Manager', 'Sell NFT packs that holders open to receive randomly drawn cards. The wizard walks you through editions, card types, rarities and the odds of each draw.', 'Open the Pack Manager', paths.packmanager.href()],
  ['Token funds', 'A fund that pays out your token to the proposals your community votes for with its stake, within the daily budget and limits you set.', 'Open token funds', paths.tokenfunds.href()],
  ['Mining pools', 'Reward people who stake your token or hold your NFTs with regular lottery payouts: the more they stake, the better their odds.', 'Open mining', paths.mining.href()],
  ['Distribution', 'Pay tokens out in regular instalments to the liquidity providers of a pool, or to a fixed list of accounts in shares you choose.', 'Open distribution', paths.distribution.href()],
  ['Airdrops and claim drops', 'Send tokens or NFTs to many accounts in one go, or open a claim drop: eligible accounts collect your token themselves, at a price you set, until it runs out or expires.', 'Open claim drops', paths.claimdrops.href()],
  ['Liquidity pools', 'Open a pool for your token so anyone can swap it instantly, and reward the people who provide its liquidity.', 'Open pools', paths.pools.href()],
];

/** What projects and communities can build here, each with a link to its area. */
export const OFFERINGS: readonly TextSection[] = OFFERING_ROWS.map(([heading, paragraph, label, href]) => ({
  heading,
  paragraphs: [paragraph],
  link: { label, href },
}));
