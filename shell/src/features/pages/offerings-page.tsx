import { TextPage } from './text-page';

const OFFERINGS = [
  {
    heading: 'Outposts',
    body: 'A branded front end for your own community token, deployed and managed from this site.',
  },
  {
    heading: 'SMT',
    body: 'Reward pools that pay your token to authors and curators of Hive posts under your tags.',
  },
  {
    heading: 'Pack Manager',
    body: 'NFT packs that holders open to receive randomly drawn NFTs, configured step by step in a wizard.',
  },
];

export default function OfferingsPage() {
  return <TextPage title="Offerings" sections={OFFERINGS} />;
}
