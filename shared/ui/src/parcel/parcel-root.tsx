import type { ReactNode } from 'react';
import { parcelRoot } from './parcel-root.css';

/**
 * A parcel's root element, with the baseline scoped to it (a static stylesheet): a remote never
 * adds global CSS. Without MUI: an area whose first paint is styled by static stylesheets renders
 * its page under this alone and loads the theme with its first MUI part (`lazyThemed`).
 */
export function ParcelRoot({ children }: { children: ReactNode }) {
  return <div className={parcelRoot}>{children}</div>;
}
