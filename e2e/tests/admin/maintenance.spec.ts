import { siteSettings } from '../../pages/admin';
import { Shell } from '../../pages/shell';
import { expect, test } from './fixtures';

test('alice switches maintenance on after confirming; visitors are sent to /maintenance while /login and /admin still reach; she switches it off', async ({
  page,
  admin,
  visitor,
}) => {
  await admin.maintenance.getByRole('button', { name: 'Turn maintenance on' }).click();
  await admin.confirmMaintenanceDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.confirmMaintenanceDialog).toBeHidden();
  expect((await siteSettings()).maintenance).toBe(false);

  await admin.turnMaintenanceOn();
  await expect(new Shell(page).toast('Maintenance mode is on.')).toBeVisible();
  expect((await siteSettings()).maintenance).toBe(true);
  await expect(page).toHaveURL('/admin');

  await visitor.goto('/trade/BEE');
  await expect(visitor).toHaveURL('/maintenance');
  await expect(visitor.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
  await visitor.goto('/login');
  // /login opens the login dialog at once (the page's own heading sits behind it, hidden from assistive technology).
  await expect(visitor.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(visitor).toHaveURL('/login');
  await visitor.goto('/admin');
  await expect(visitor.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(visitor).toHaveURL('/admin');

  await admin.turnMaintenanceOff();
  expect((await siteSettings()).maintenance).toBe(false);
  await visitor.goto('/maintenance');
  await expect(visitor).toHaveURL('/');
});
