import { Spinner } from '@tdx/ui/base';
import { loading } from './page-loading.css';

/** What a page or an area shows while its code or its route's checks load, e.g. "Loading Trade…". */
export function PageLoading({ what }: { what?: string }) {
  return (
    <div role="status" aria-live="polite" className={loading}>
      <Spinner />
      <span>{what ? `Loading ${what}…` : 'Loading…'}</span>
    </div>
  );
}
