import { afterPageLoad } from '@tdx/ui/scheduling';
import { useEffect } from 'react';

/**
 * Starts the announcement toasts once the page has loaded and is idle: they are secondary, so
 * neither their code nor the toasts compete with the page the visitor opened.
 */
export function useAnnouncements(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancelStart = afterPageLoad(() => {
      void import('./watch-announcements').then(({ watchAnnouncements }) => {
        if (!unmounted) stop = watchAnnouncements();
      });
    });
    return () => {
      unmounted = true;
      cancelStart();
      stop?.();
    };
  }, []);
}
