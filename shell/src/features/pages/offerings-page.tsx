import { productName } from '../../app/product-name';
import { OFFERINGS } from './offerings-content';
import { TextPage } from './text-page';

export default function OfferingsPage() {
  return (
    <TextPage
      title="Offerings"
      intro={`Tools ${productName()} gives projects and communities building on Hive Engine, beyond trading and wallets.`}
      sections={OFFERINGS}
    />
  );
}
