import { paths } from '@tdx/contracts';

const OPEN_DURING_MAINTENANCE = [paths.login.pattern, paths.admin.pattern, paths.maintenance.pattern];

/**
 * Where maintenance mode sends a path, or null to stay: while it is on every path except /login,
 * /admin and /maintenance goes to /maintenance; while it is off /maintenance goes home. Unknown
 * (settings not loaded yet) changes nothing.
 */
export function maintenanceRedirect(pathname: string, maintenance: boolean | undefined): string | null {
  if (maintenance === undefined) return null;
  const onMaintenancePage = pathname.startsWith(paths.maintenance.pattern);
  if (!maintenance) return onMaintenancePage ? paths.home.href() : null;
  return OPEN_DURING_MAINTENANCE.some((prefix) => pathname.startsWith(prefix)) ? null : paths.maintenance.href();
}
