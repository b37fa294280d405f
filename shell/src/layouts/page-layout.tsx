import type { Layout } from '@tdx/contracts';
import { Box, Typography, useWhenIdle } from '@tdx/ui';
import { memo, type ReactNode } from 'react';
import { productName } from '../app/product-name';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { contentWidth } from './content-width';

const CONTENT_WIDTH = { default: 'lg', openhive: 'xl', maintenance: 'sm' } as const;

// The layout re-renders whenever its route's access decision or the settings change (several times
// while a page starts); the header and footer follow their own stores and props, so they skip those.
const StableHeader = memo(Header);
const StableFooter = memo(Footer);

/**
 * The three layouts of the spec. One component for all, so moving between routes of the same
 * layout never remounts the header.
 */
export function PageLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  // The footer starts below the fold (the main box is a screen tall), so it waits for the page to
  // load: its links and styles stay out of the first render's long commit.
  const footerShown = useWhenIdle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {layout === 'maintenance' ? (
        <Typography component="header" variant="h6" sx={{ px: 3, py: 2, color: 'primary.main', fontWeight: 700 }}>
          {productName()}
        </Typography>
      ) : (
        <StableHeader showCart={layout === 'openhive'} />
      )}
      {/* At least a screen tall: while the page loads, the footer waits below the fold instead of
          showing under "Loading…" and being pushed down (a layout shift) when the content arrives. */}
      <Box component="main" id="main" sx={{ ...contentWidth(CONTENT_WIDTH[layout]), flexGrow: 1, minHeight: '100vh', py: 3 }}>
        {children}
      </Box>
      {layout !== 'maintenance' && footerShown && <StableFooter />}
    </Box>
  );
}
