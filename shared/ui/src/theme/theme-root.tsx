import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useColorMode } from './color-mode';
import { emotionCache } from './emotion-cache';
import { themeFor } from './theme';

/**
 * Theme and emotion cache for what renders MUI components, following the page's colour mode.
 * Every part that uses MUI sits under one (`lazyThemed` puts it there); the theme objects and the
 * cache are the same for all, so nesting them costs nothing but a context.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useColorMode();
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={themeFor(mode)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
