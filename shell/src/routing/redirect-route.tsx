import { redirectTarget, type RedirectEntry } from '@tdx/contracts';
import { Navigate, useLocation, useParams } from '@tdx/router';
import { useEffect } from 'react';

const ABSOLUTE_URL = /^https?:\/\//;

/** Merges the visitor's own query parameters under the target's. */
function withVisitorQuery(target: string, search: string): string {
  const [path, query = ''] = target.split('?');
  const merged = new URLSearchParams(search);
  new URLSearchParams(query).forEach((value, key) => merged.set(key, value));
  const text = merged.toString();
  return text ? `${path}?${text}` : path;
}

function FullPageNavigation({ url }: { url: string }) {
  useEffect(() => window.location.replace(url), [url]);
  return null;
}

/** A redirect or alias of the spec; an absolute target is a full page navigation. */
export function RedirectRoute({ redirect }: { redirect: RedirectEntry }) {
  const params = useParams();
  const { search } = useLocation();
  const target = redirectTarget(redirect, params);
  if (ABSOLUTE_URL.test(target)) return <FullPageNavigation url={target} />;
  return <Navigate replace to={withVisitorQuery(target, search)} />;
}
