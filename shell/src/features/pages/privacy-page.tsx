import { TextPage } from './text-page';

const SECTIONS = [
  {
    heading: 'What we store',
    body: 'Your login tokens live in two cookies of this site, expiring with the tokens. Your chosen colour mode, node addresses and the announcements you have seen are stored in your browser.',
  },
  {
    heading: 'What we never see',
    body: 'Your keys. Signing happens inside Hive Keychain; the site receives only signatures and transaction ids.',
  },
  {
    heading: 'Public data',
    body: 'Balances, orders and transfers are public on the Hive and Hive Engine chains; the site reads them like any other client.',
  },
];

export default function PrivacyPage() {
  return <TextPage title="Privacy Policy" sections={SECTIONS} />;
}
