import { paths } from '@tdx/contracts';
import { on } from '@tdx/event-bus';
import { useNavigate } from '@tdx/router';
import { useEffect } from 'react';
import { decodeRedirect, REDIRECT_PARAM } from '../../routing/redirect-param';

/**
 * After a successful login: go to the base64 `redirect` parameter of the current address when it
 * is a path on this site; from the login page without one, go home. Elsewhere stay put.
 */
export function useLoginRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = on('login-successful').subscribe(() => {
      const { origin, pathname, search } = window.location;
      const target = decodeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM), origin);
      if (target) navigate(target, { replace: true });
      else if (pathname === paths.login.pattern) navigate(paths.home.href(), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [navigate]);
}
