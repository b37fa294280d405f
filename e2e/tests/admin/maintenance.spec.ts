import { expect, test } from '../../fixtures';
import { SITE_URL } from '../../fixtures/session';
import { AdminPage, siteSettings } from '../../pages/admin';
import { Shell } from '../../pages/shell';

test('alice switches maintenance on after confirming; visitors are sent to /maintenance while /login and /admin still reach; she switches it off', async ({
  page,
  browser,
  logIn,
}) => {
  await logIn('alice');
  const admin = new AdminPage(page);
  await admin.open();

  await admin.maintenance.getByRole('button', { name: 'Turn maintenance on' }).click();
  await admin.confirmMaintenanceDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.confirmMaintenanceDialog).toBeHidden();
  expect((await siteSettings()).maintenance).toBe(false);

  await admin.turnMaintenanceOn();
  await expect(new Shell(page).toast('Maintenance mode is on.')).toBeVisible();
  expect((await siteSettings()).maintenance).toBe(true);
  await expect(page).toHaveURL(`${SITE_URL}/admin`);

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${SITE_URL}/trade/BEE`);
    await expect(visitor).toHaveURL(`${SITE_URL}/maintenance`);
    await expect(visitor.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
    await visitor.goto(`${SITE_URL}/login`);
    await expect(visitor.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await expect(visitor).toHaveURL(`${SITE_URL}/login`);
    await visitor.goto(`${SITE_URL}/admin`);
    await expect(visitor.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(visitor).toHaveURL(`${SITE_URL}/admin`);

    await admin.turnMaintenanceOff();
    expect((await siteSettings()).maintenance).toBe(false);
    await visitor.goto(`${SITE_URL}/maintenance`);
    await expect(visitor).toHaveURL(`${SITE_URL}/`);
  } finally {
    await visitorContext.close();
  }
});
