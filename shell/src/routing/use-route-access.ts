import { isValidParam, type RouteEntry } from '@tdx/contracts';
import { useSession } from '@tdx/session';
import { useSettings } from '@tdx/settings';
import { inOwnTask } from '@tdx/ui/scheduling';
import { useEffect, useState } from 'react';
import { sessionRestoring$, useRestoreFlag } from '../app/session-restore';
import { supportedNfts, tokenExists } from './chain-lookups';
import { decideAccess, type AccessDecision, type Lookup } from './guards';

type Params = Readonly<Record<string, string | undefined>>;

function paramsValid(route: RouteEntry, params: Params): boolean {
  return Object.entries(route.params ?? {}).every(([name, rule]) => isValidParam(rule, params[name]));
}

/** Runs an async yes/no lookup for `key` when `enabled`; `attempt` re-runs it after an error. */
function useLookup(enabled: boolean, key: string | undefined, ask: (key: string) => Promise<boolean>, attempt: number): Lookup {
  const [result, setResult] = useState<{ key: string; lookup: Lookup } | null>(null);
  useEffect(() => {
    if (!enabled || key === undefined) return;
    let current = true;
    setResult({ key, lookup: 'pending' });
    // Loading the chain clients for the first lookup takes a while: not in the task of the page's effects.
    const cancel = inOwnTask(() =>
      ask(key).then(
        (yes) => current && setResult({ key, lookup: yes ? 'yes' : 'no' }),
        () => current && setResult({ key, lookup: 'error' }),
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [enabled, key, ask, attempt]);
  if (!enabled) return 'yes';
  return result && result.key === key ? result.lookup : 'pending';
}

const isSupportedNft = (nft: string) => supportedNfts().then((symbols) => symbols.includes(nft));

/** Every fact the route's guards need, gathered live, and the resulting decision. */
export function useRouteAccess(route: RouteEntry, params: Params, attempt: number): AccessDecision {
  const { isLoggedIn, isAdmin } = useSession();
  const { settings, settingsSettled } = useSettings();
  const sessionRestoring = useRestoreFlag(sessionRestoring$);
  const valid = paramsValid(route, params);
  const token = params.token;
  const tokenOnChain = useLookup(valid && route.guards.includes('tradableToken'), token, tokenExists, attempt);
  const nftSupported = useLookup(valid && route.guards.includes('supportedNft'), params.nft, isSupportedNft, attempt);
  const tokenBlocked =
    token !== undefined && Boolean(settings?.disabled_tokens.includes(token) || settings?.deprecated_tokens.includes(token));

  // An area mounts only once the settings are known (or failed to load): maintenance may send the
  // page elsewhere, and the area's code should not even be fetched then.
  if (route.owner !== 'shell' && settings === null && !settingsSettled) return 'pending';
  return decideAccess(route.guards, {
    paramsValid: valid,
    sessionRestoring,
    loggedIn: isLoggedIn,
    admin: isAdmin,
    tradableToken: tokenBlocked ? 'no' : tokenOnChain,
    supportedNft: nftSupported,
  });
}
