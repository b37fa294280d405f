import { TextPage } from './text-page';

const QUESTIONS = [
  {
    heading: 'What do I need to use the site?',
    body: 'A Hive account and the Hive Keychain browser extension. You log in by signing a message with your posting key; every transaction is approved in Keychain.',
  },
  {
    heading: 'Where are my tokens kept?',
    body: 'On the Hive Engine sidechain, under your Hive account. The site only reads the chain and asks Keychain to sign what you approve.',
  },
  {
    heading: 'How do I get SWAP.HIVE?',
    body: 'Deposit HIVE from the wallet; it is converted one to one into SWAP.HIVE, the currency every market is priced in.',
  },
  {
    heading: 'Why did a transaction fail?',
    body: 'The sidechain checks every action. When it refuses one, the site shows the reason the chain gave, and nothing is changed.',
  },
];

export default function FaqPage() {
  return <TextPage title="Frequently asked questions" sections={QUESTIONS} />;
}
