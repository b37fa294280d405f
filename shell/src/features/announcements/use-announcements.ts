import { useEffect } from 'react';
import { startAfterOpenedPage } from '../../app/page-readiness';

/**
 * Starts the announcement toasts once the page the visitor opened has shown its content (an
 * area's parcel mounted, page-readiness.ts), the page has loaded and the browser is idle: they are
 * secondary, so neither their code nor the toasts compete with that page.
 */
export function useAnnouncements(): void {
  useEffect(() => startAfterOpenedPage(() => import('./watch-announcements').then(({ watchAnnouncements }) => watchAnnouncements)), []);
}
