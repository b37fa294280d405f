import type { ReactNode } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { ParcelRoot } from './parcel-root';

/**
 * Providers of a parcel's own React root for an area whose pages use MUI from their first render:
 * the same theme objects, emotion cache and colour mode as the rest of the page, around the parcel root.
 */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <ParcelRoot>{children}</ParcelRoot>
    </ThemeRoot>
  );
}
