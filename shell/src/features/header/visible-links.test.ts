import { navEntries } from '@tdx/contracts';
import { visibleLinks } from './visible-links';

const hrefs = (loggedIn: boolean, admin: boolean) => visibleLinks(navEntries('other'), loggedIn, admin).map((link) => link.href);

describe('visibleLinks', () => {
  it('hides Wallet and Admin from visitors', () => {
    expect(hrefs(false, false)).toEqual(['/faq', '/privacy-policy', '/outposts']);
  });

  it('shows Wallet once logged in, Admin only to admins', () => {
    expect(hrefs(true, false)).toEqual(['/wallet', '/faq', '/privacy-policy', '/outposts']);
    expect(hrefs(true, true)).toEqual(['/wallet', '/admin', '/faq', '/privacy-policy', '/outposts']);
  });
});
