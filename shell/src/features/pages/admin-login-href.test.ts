import { decodeRedirect, REDIRECT_PARAM } from '../../routing/redirect-param';
import { adminLoginHref } from './admin-login-href';

describe('adminLoginHref', () => {
  it('opens the login page with a redirect to the admin area', () => {
    const url = new URL(adminLoginHref(), 'https://site.example');
    expect(url.pathname).toBe('/login');
    expect(decodeRedirect(url.searchParams.get(REDIRECT_PARAM), url.origin)).toBe('/admin');
  });
});
