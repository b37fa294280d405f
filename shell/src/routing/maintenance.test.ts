import { maintenanceRedirect } from './maintenance';

describe('maintenanceRedirect', () => {
  it('sends every other path to /maintenance while maintenance is on', () => {
    expect(maintenanceRedirect('/', true)).toBe('/maintenance');
    expect(maintenanceRedirect('/wallet', true)).toBe('/maintenance');
    expect(maintenanceRedirect('/login', true)).toBeNull();
    expect(maintenanceRedirect('/admin', true)).toBeNull();
    expect(maintenanceRedirect('/maintenance', true)).toBeNull();
  });

  it('sends /maintenance home while maintenance is off', () => {
    expect(maintenanceRedirect('/maintenance', false)).toBe('/');
    expect(maintenanceRedirect('/wallet', false)).toBeNull();
  });

  it('waits for the settings', () => {
    expect(maintenanceRedirect('/maintenance', undefined)).toBeNull();
    expect(maintenanceRedirect('/wallet', undefined)).toBeNull();
  });
});
