import { routesOwnedBy } from '@tdx/contracts';
import { SHELL_PAGES } from './shell-pages';

describe('SHELL_PAGES', () => {
  it('has a page for every route the manifest gives the shell, and no other', () => {
    expect(Object.keys(SHELL_PAGES).sort()).toEqual(routesOwnedBy('shell').map((route) => route.path).sort());
  });
});
