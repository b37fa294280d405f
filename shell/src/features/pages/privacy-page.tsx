import { productName } from '../../app/product-name';
import { privacySections } from './privacy-content';
import { TextPage } from './text-page';

export default function PrivacyPage() {
  const name = productName();
  return (
    <TextPage
      title="Privacy Policy"
      intro={`What ${name} keeps on your device, which services your browser talks to, and what the site never sees.`}
      sections={privacySections(name)}
    />
  );
}
