import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useColorMode } from './color-mode';
import { emotionCache } from './emotion-cache';
import { themeFor } from './theme';
import './baseline.css';

/** Theme and emotion cache for one React root, following the page's colour mode. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useColorMode();
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={themeFor(mode)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** The shell's providers; the shell is the only app whose stylesheet has the CSS baseline (imported above). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ThemeRoot>{children}</ThemeRoot>;
}
