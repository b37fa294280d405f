import type { Layout } from '@tdx/contracts';
import { Box, Typography } from '@tdx/ui';
import type { ReactNode } from 'react';
import { productName } from '../app/product-name';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { contentWidth } from './content-width';

const CONTENT_WIDTH = { default: 'lg', openhive: 'xl', maintenance: 'sm' } as const;

/**
 * The three layouts of the spec. One component for all, so moving between routes of the same
 * layout never remounts the header.
 */
export function PageLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {layout === 'maintenance' ? (
        <Typography component="header" variant="h6" sx={{ px: 3, py: 2, color: 'primary.main', fontWeight: 700 }}>
          {productName()}
        </Typography>
      ) : (
        <Header showCart={layout === 'openhive'} />
      )}
      <Box component="main" id="main" sx={{ ...contentWidth(CONTENT_WIDTH[layout]), flexGrow: 1, py: 3 }}>
        {children}
      </Box>
      {layout !== 'maintenance' && <Footer />}
    </Box>
  );
}
