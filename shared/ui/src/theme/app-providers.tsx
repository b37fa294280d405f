import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useColorMode } from './color-mode';
import { emotionCache } from './emotion-cache';
import { themeFor } from './theme';

/** Theme and emotion cache for one React root, following the page's colour mode. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useColorMode();
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={themeFor(mode)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** The shell's providers: the only place that applies the global CSS baseline. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeRoot>
  );
}
