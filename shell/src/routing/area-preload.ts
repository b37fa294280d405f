import type { Guard, RouteEntry } from '@tdx/contracts';
import type { AccessDecision } from './guards';

/** Guards that only decide whether the page exists; the login and admin guards decide who sees it. */
const EXISTENCE_GUARDS: readonly Guard[] = ['tradableToken', 'supportedNft'];

/**
 * Whether an area's parcel may be fetched while its route is still pending: once the settings are
 * known (with maintenance on, the page leaves before this), on routes whose remaining wait is a
 * chain lookup, never one the user may be refused.
 */
export function shouldPreloadArea(route: RouteEntry, decision: AccessDecision, settingsKnown: boolean): boolean {
  return route.owner !== 'shell' && decision === 'pending' && settingsKnown && route.guards.every((guard) => EXISTENCE_GUARDS.includes(guard));
}
