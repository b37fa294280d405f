import { Link as RouterLink } from '@tdx/router';
import { productName } from '../../app/product-name';
import * as styles from './home-page.css';
import { HighlightsSection } from './highlights-section';
import { OFFERS } from './offers';

/** The home page: plain elements and a static stylesheet, so `/` paints without MUI or emotion. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{productName()}</h1>
        <p className={styles.lead}>
          Create, trade and manage tokens and NFTs on the Hive Engine sidechain. Every action is signed in your browser
          with Hive Keychain: your keys never leave your device.
        </p>
      </div>
      <section aria-labelledby="home-offers-title">
        <h2 id="home-offers-title" className={styles.offersTitle}>
          What you can do
        </h2>
        <ul className={styles.offers}>
          {OFFERS.map((offer) => (
            <li key={offer.href} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <RouterLink to={offer.href} className={styles.cardLink}>
                  {offer.title}
                </RouterLink>
              </h3>
              <p className={styles.cardText}>{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <HighlightsSection />
    </div>
  );
}
