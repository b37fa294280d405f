import type { Layout } from '@tdx/contracts';
import { useWhenIdle } from '@tdx/ui/base';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { productName } from '../app/product-name';
import { afterOpenedPage } from '../app/page-readiness';
import { Header } from '../features/header/header';
import { OfflineBanner } from '../features/offline/offline-banner';
import { SettingsProblemBanner } from '../features/settings-problem/settings-problem-banner';
import { contentWidth } from './content-width.css';
import * as styles from './page-layout.css';

const CONTENT_WIDTH = { default: 'lg', openhive: 'xl', maintenance: 'sm' } as const;

// The layout re-renders whenever its route's access decision or the settings change (several times
// while a page starts); the header and footer follow their own stores and props, so they skip those.
const StableHeader = memo(Header);
const StableFooter = memo(lazy(() => import('../features/footer/footer').then(({ Footer }) => ({ default: Footer }))));

/**
 * The three layouts of the spec. One component for all, so moving between routes of the same
 * layout never remounts the header.
 */
export function PageLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  // The footer starts below the fold (the header and main box fill a screen), so it waits for the opened
  // page's content: its code and styles stay out of that content's downloads and commits.
  const footerShown = useWhenIdle(afterOpenedPage);
  return (
    <>
      <div className={styles.screen}>
        <OfflineBanner />
        <SettingsProblemBanner />
        {layout === 'maintenance' ? (
          <header className={styles.maintenanceHeader}>{productName()}</header>
        ) : (
          <StableHeader showCart={layout === 'openhive'} />
        )}
        <main id="main" className={`${contentWidth[CONTENT_WIDTH[layout]]} ${styles.main}`}>
          {children}
        </main>
      </div>
      {layout !== 'maintenance' && footerShown && (
        <Suspense fallback={null}>
          <StableFooter />
        </Suspense>
      )}
    </>
  );
}
