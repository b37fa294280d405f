import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * An area's page loaded with its own files on first visit (an `AreaRoute`'s `Page`), behind a
 * skeleton named after what loads: an area of unrelated tools should not make a visitor of one
 * download the others.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, label: string): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label={`Loading ${label}`} />}>
        <Page />
      </Suspense>
    );
  };
}
