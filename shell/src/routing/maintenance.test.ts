import { maintenanceRedirect } from './maintenance';

describe('maintenanceRedirect', () => {
  it.each([
    ['/', '/maintenance'],
    ['/wallet', '/maintenance'],
    ['/wallet/open-orders', '/maintenance'],
    ['/trade/BEE', '/maintenance'],
    ['/openhive/STAR/Rare', '/maintenance'],
    ['/tokenfunds/BEE%3AWORK', '/maintenance'],
    ['/faq', '/maintenance'],
    ['/dieselpools/add', '/maintenance'],
    ['/no/such/page', '/maintenance'],
    ['/login', null],
    ['/admin', null],
    ['/admin/anything', null],
    ['/maintenance', null],
  ])('while maintenance is on, %s goes to %s', (pathname, target) => {
    expect(maintenanceRedirect(pathname, true)).toBe(target);
  });

  it.each([
    ['/maintenance', '/'],
    ['/', null],
    ['/wallet', null],
    ['/login', null],
    ['/admin', null],
  ])('while maintenance is off, %s goes to %s', (pathname, target) => {
    expect(maintenanceRedirect(pathname, false)).toBe(target);
  });

  it('changes nothing until the settings are known', () => {
    expect(maintenanceRedirect('/maintenance', undefined)).toBeNull();
    expect(maintenanceRedirect('/wallet', undefined)).toBeNull();
  });
});
