import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { siteSettings } from '../../pages/admin';
import { Shell } from '../../pages/shell';
import { expect, test } from './fixtures';

test('bob, without the admin scope, is refused /admin', async ({ page, logIn }) => {
  await logIn('bob');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /Access denied/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Site settings' })).toHaveCount(0);
});

test('a failing settings API shows a clear error and keeps the form; saving again works', async ({ page, admin, devnet }) => {
  await admin.addSymbol('Disabled tokens', 'BEED');

  await devnet.fault('api', 0, 'error');
  await admin.saveButton.click();
  await expect(page.getByText('Not saved: the settings API failed (503 devnet fault on api node 0). Try again in a moment.')).toBeVisible();
  await expect(admin.region('Disabled tokens').getByText('BEED')).toBeVisible();
  await expect(admin.saveStatus).toHaveText('Unsaved changes: disabled tokens');

  await devnet.fault('api', 0, 'down');
  await admin.saveButton.click();
  await expect(page.getByText('Not saved: the settings API is unreachable. Check your connection, then save again.')).toBeVisible();

  await devnet.clearFaults();
  await admin.save();
  expect((await siteSettings()).disabled_tokens).toContain('BEED');
});

test('an expired session is told to log in again, and after logging in the kept form saves', async ({ page, admin }) => {
  const shell = new Shell(page);
  await admin.addSymbol('Disabled tokens', 'BEED');

  await page.context().clearCookies({ name: 'auth.access_token' });
  await admin.saveButton.click();
  await expect(page.getByText('Not saved: your session has expired. Log in again, then save.')).toBeVisible();
  expect((await siteSettings()).disabled_tokens).not.toContain('BEED');

  await page.getByRole('button', { name: 'Log in again' }).click();
  await expect(shell.loginDialog).toBeVisible();
  await shell.logInWithModal('alice');
  await expect(shell.loginDialog).toBeHidden();
  await expect(admin.region('Disabled tokens').getByText('BEED')).toBeVisible();
  await admin.save();
  expect((await siteSettings()).disabled_tokens).toContain('BEED');
});

test('/admin and its dialogs have no serious or critical accessibility violations and fit 375 px', async ({ page, admin }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(admin.nodes).toBeVisible();

  await expectNoSeriousA11yViolations(page);

  await admin.announcements.getByRole('button', { name: 'Add announcement' }).click();
  await expect(page.getByRole('dialog', { name: 'New announcement' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await admin.maintenance.getByRole('button', { name: 'Turn maintenance on' }).click();
  await expect(admin.confirmMaintenanceDialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(admin.confirmMaintenanceDialog).toBeHidden();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
