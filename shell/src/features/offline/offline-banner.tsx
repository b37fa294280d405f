import { siteBanner } from '../../layouts/site-banner.css';
import { useOnline } from './use-online';

export const OFFLINE_TEXT =
  'You are offline. What is on the page stays readable; prices, balances and sending transactions wait for the connection, and the page refreshes itself once it is back.';

/**
 * Says so while the browser has no connection. The status region is always there (a region that
 * appears with its text is not announced by every screen reader); it is empty while online.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {!online && <p className={siteBanner}>{OFFLINE_TEXT}</p>}
    </div>
  );
}
