import type { Guard } from '@tdx/contracts';

/** What a lookup the guards depend on has found so far. */
export type Lookup = 'pending' | 'yes' | 'no' | 'error';

export interface AccessFacts {
  /** Every route parameter passed the route's own validity check. */
  paramsValid: boolean;
  /** The saved session is still being restored: a login guard must wait. */
  sessionRestoring: boolean;
  loggedIn: boolean;
  admin: boolean;
  /** The route's token exists and is neither disabled nor deprecated. */
  tradableToken: Lookup;
  /** The route's NFT is in OpenHive's supported_nfts. */
  supportedNft: Lookup;
}

export type AccessDecision = 'allow' | 'pending' | 'notFound' | 'loginRequired' | 'forbidden' | 'unavailable';

function lookupDecision(lookup: Lookup): AccessDecision {
  if (lookup === 'yes') return 'allow';
  if (lookup === 'no') return 'notFound';
  return lookup === 'pending' ? 'pending' : 'unavailable';
}

/**
 * The route's own validity check first (a 404), then login, admin, and the chain lookups, in the
 * order the route lists its guards.
 */
export function decideAccess(guards: readonly Guard[], facts: AccessFacts): AccessDecision {
  if (!facts.paramsValid) return 'notFound';
  for (const guard of guards) {
    const decision = guardDecision(guard, facts);
    if (decision !== 'allow') return decision;
  }
  return 'allow';
}

function guardDecision(guard: Guard, facts: AccessFacts): AccessDecision {
  switch (guard) {
    case 'login':
      if (facts.loggedIn) return 'allow';
      return facts.sessionRestoring ? 'pending' : 'loginRequired';
    case 'admin':
      if (!facts.loggedIn) return facts.sessionRestoring ? 'pending' : 'loginRequired';
      return facts.admin ? 'allow' : 'forbidden';
    case 'tradableToken':
      return lookupDecision(facts.tradableToken);
    case 'supportedNft':
      return lookupDecision(facts.supportedNft);
    default:
      throw new Error(`Unknown route middleware: ${guard as string}`);
  }
}
