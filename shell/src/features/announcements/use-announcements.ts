import { useEffect } from 'react';

/** Starts the announcement toasts after the first mount; their code stays off the first page. */
export function useAnnouncements(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./watch-announcements').then(({ watchAnnouncements }) => {
      if (!unmounted) stop = watchAnnouncements();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}
