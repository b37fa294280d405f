import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import type { ReactNode } from 'react';
import { ThemeRoot } from '../theme/app-providers';

/**
 * Providers of a parcel's own React root: the same theme objects, emotion cache and colour mode as
 * the shell. The baseline is scoped to the parcel: a remote never adds global CSS.
 */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <ScopedCssBaseline enableColorScheme sx={{ backgroundColor: 'transparent' }}>
        {children}
      </ScopedCssBaseline>
    </ThemeRoot>
  );
}
