import { paths } from '@tdx/contracts';
import type { TextSection } from './text-page';

/** What projects and communities can build here, each with a link to its area. */
export const OFFERINGS: readonly TextSection[] = [
  {
    heading: 'Outposts',
    paragraphs: [
      'A front end of your own for your community token: your name and branding, with wallet, market, staking and rewards for your members. Deploy one and manage it from here.',
    ],
    link: { label: 'Open Outposts', href: paths.outposts.href() },
  },
  {
    heading: 'SMT',
    paragraphs: [
      'Reward pools that pay your token to the authors and curators of Hive posts under your tags, with your own reward curves, payout window and voting rules.',
    ],
    link: { label: 'Open SMT', href: paths.smt.href() },
  },
  {
    heading: 'Pack Manager',
    paragraphs: [
      'Sell NFT packs that holders open to receive randomly drawn cards. The wizard walks you through editions, card types, rarities and the odds of each draw.',
    ],
    link: { label: 'Open the Pack Manager', href: paths.packmanager.href() },
  },
  {
    heading: 'Token funds',
    paragraphs: [
      'A fund that pays out your token to the proposals your community votes for with its stake, within the daily budget and limits you set.',
    ],
    link: { label: 'Open token funds', href: paths.tokenfunds.href() },
  },
  {
    heading: 'Mining pools',
    paragraphs: ['Reward people who stake your token or hold your NFTs with regular lottery payouts: the more they stake, the better their odds.'],
    link: { label: 'Open mining', href: paths.mining.href() },
  },
  {
    heading: 'Distribution',
    paragraphs: ['Pay tokens out in regular instalments to the liquidity providers of a pool, or to a fixed list of accounts in shares you choose.'],
    link: { label: 'Open distribution', href: paths.distribution.href() },
  },
  {
    heading: 'Airdrops and claim drops',
    paragraphs: [
      'Send tokens or NFTs to many accounts in one go, or open a claim drop: eligible accounts collect your token themselves, at a price you set, until it runs out or expires.',
    ],
    link: { label: 'Open claim drops', href: paths.claimdrops.href() },
  },
  {
    heading: 'Liquidity pools',
    paragraphs: ['Open a pool for your token so anyone can swap it instantly, and reward the people who provide its liquidity.'],
    link: { label: 'Open pools', href: paths.pools.href() },
  },
];
