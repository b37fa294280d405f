import type { ReactNode } from 'react';
import { ThemeRoot } from '../theme/app-providers';
import { parcelRoot } from './parcel-root.css';

/**
 * Providers of a parcel's own React root: the same theme objects, emotion cache and colour mode as
 * the shell. The baseline is scoped to the parcel (a static stylesheet): a remote never adds global CSS.
 */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <div className={parcelRoot}>{children}</div>
    </ThemeRoot>
  );
}
