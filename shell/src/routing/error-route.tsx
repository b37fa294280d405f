import { lazyThemed } from '@tdx/ui/base';
import { Suspense } from 'react';
import { PageLoading } from '../features/pages/page-loading';
import { PageLayout } from '../layouts/page-layout';
import { useDocumentTitle } from './use-document-title';

/** Never on a first page that works, so it loads when shown. */
export const ErrorPage = lazyThemed(() => import('../features/error-page/error-page'));

/** The error page inside the default layout: the header and footer keep working around it. */
export function ErrorRoute({ title, error, onClear }: { title: string; error: unknown; onClear?: () => void }) {
  useDocumentTitle(title);
  return (
    <PageLayout layout="default">
      <Suspense fallback={<PageLoading />}>
        <ErrorPage error={error} onClear={onClear} />
      </Suspense>
    </PageLayout>
  );
}
