import { lazyThemed } from '@tdx/ui/base';
import { Suspense } from 'react';
import * as styles from './home-page.css';
import { HighlightsSkeleton } from './highlights-skeleton';
import { useNearViewport } from './use-near-viewport';

// Chain client, bignumber.js, MUI and the area kit stay off the first page: they load when the section scrolls into view.
const MarketHighlights = lazyThemed(() => import('./market-highlights'));

export function HighlightsSection() {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="market-highlights-title">
      <h2 id="market-highlights-title" className={styles.sectionTitle}>
        Market highlights
      </h2>
      <p className={styles.sectionLead}>Live from the sidechain, over the last 24 hours.</p>
      <div className={styles.panels}>
        {near ? (
          <Suspense fallback={<HighlightsSkeleton />}>
            <MarketHighlights />
          </Suspense>
        ) : (
          <HighlightsSkeleton />
        )}
      </div>
    </section>
  );
}
