import { paths } from '@tdx/contracts';
import { encodeRedirect, REDIRECT_PARAM } from '../../routing/redirect-param';

/** The maintenance page's way in for administrators: the login page, then the admin area. */
export function adminLoginHref(): string {
  return `${paths.login.href()}?${REDIRECT_PARAM}=${encodeURIComponent(encodeRedirect(paths.admin.href()))}`;
}
