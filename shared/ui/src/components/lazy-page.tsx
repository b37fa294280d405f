import { Skeleton } from '@tdx/ui/extra';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A page loaded with its own files on first visit: the area serves many unrelated tools, and a
 * visitor of one should not download the others.
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
