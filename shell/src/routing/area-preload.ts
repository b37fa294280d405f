import { isOpenAreaRoute, type RouteEntry } from '@tdx/contracts';
import type { AccessDecision } from './guards';

/**
 * Whether an area's parcel may be fetched while its route is still pending: once the settings are
 * known (with maintenance on, the page leaves before this), on routes whose remaining wait is a
 * chain lookup, never one the user may be refused.
 */
export function shouldPreloadArea(route: RouteEntry, decision: AccessDecision, settingsKnown: boolean): boolean {
  return isOpenAreaRoute(route) && decision === 'pending' && settingsKnown;
}
