import type { Guard, RemoteName, RouteEntry } from '@tdx/contracts';
import type { AccessDecision } from './guards';

/** Guards that only decide whether the page exists; the login and admin guards decide who sees it. */
const EXISTENCE_GUARDS: readonly Guard[] = ['tradableToken', 'supportedNft'];

/** An area's route that any visitor may see: its code may be fetched before its guards decide. */
export function isOpenAreaRoute(route: RouteEntry): route is RouteEntry & { owner: RemoteName } {
  return route.owner !== 'shell' && route.guards.every((guard) => EXISTENCE_GUARDS.includes(guard));
}

/**
 * Whether an area's parcel may be fetched while its route is still pending: once the settings are
 * known (with maintenance on, the page leaves before this), on routes whose remaining wait is a
 * chain lookup, never one the user may be refused.
 */
export function shouldPreloadArea(route: RouteEntry, decision: AccessDecision, settingsKnown: boolean): boolean {
  return isOpenAreaRoute(route) && decision === 'pending' && settingsKnown;
}
