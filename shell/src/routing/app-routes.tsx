import { REDIRECTS, ROUTE_MANIFEST } from '@tdx/contracts';
import { Navigate, Route, Routes, useLocation } from '@tdx/router';
import { useSettings } from '@tdx/settings';
import { memo } from 'react';
import { ErrorBoundary } from '../features/error-page/error-boundary';
import { ErrorRoute } from './error-route';
import { maintenanceRedirect } from './maintenance';
import { ManifestRoute, NotFoundRoute } from './manifest-route';
import { RedirectRoute } from './redirect-route';

const renderError = (error: unknown, clear: () => void) => <ErrorRoute title="Error" error={error} onClear={clear} />;

/**
 * The route table. Matching a path against it (every route's pattern compiled, ranked and tried)
 * took ~15 ms of a slow phone's start at 1×, so it is memoised: it matches again when the location
 * changes, not each time the settings or the session re-render the page.
 */
const RouteTable = memo(function RouteTable() {
  return (
    <Routes>
      {REDIRECTS.map((redirect) => (
        <Route key={redirect.from} path={redirect.from} element={<RedirectRoute redirect={redirect} />} />
      ))}
      {ROUTE_MANIFEST.map((route) => (
        <Route key={route.path} path={route.path} element={<ManifestRoute route={route} />} />
      ))}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
});

/**
 * The whole router, built from the route manifest and the redirect table. A page that throws while
 * rendering (an unknown guard among them) shows the error page until the user moves on.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { settings } = useSettings();
  const maintenanceTarget = maintenanceRedirect(pathname, settings?.maintenance);
  if (maintenanceTarget) return <Navigate replace to={maintenanceTarget} />;

  return (
    <ErrorBoundary resetKey={pathname} fallback={renderError}>
      <RouteTable />
    </ErrorBoundary>
  );
}
