import { Skeleton } from '@tdx/ui/extra';
import { type ComponentType, lazy, Suspense } from 'react';

/** A page whose files load on its first visit: a visitor of the transfer list does not download the token tables. */
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
