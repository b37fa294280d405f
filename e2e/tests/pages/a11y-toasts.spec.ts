import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { Shell } from '../../pages/shell';

// The devnet seeds announcements: each becomes a persistent warning toast on every page.
test.describe('with the seeded announcement toasts on screen', () => {
  test('the toasts have no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    const toasts = page.getByRole('button', { name: 'Dismiss' });
    await expect(toasts.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('they stay under a dialog: the login modal can still be used', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Dismiss' }).first()).toBeVisible();
    await shell.openLogin();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username').fill('bob');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu for bob' })).toBeVisible();
  });
});
