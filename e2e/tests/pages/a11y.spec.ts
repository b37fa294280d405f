import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { HomePage } from '../../pages/pages';
import { Shell } from '../../pages/shell';

test.describe('accessibility (axe: no serious or critical violations)', () => {
  // The pages under test, without the site-wide announcement toasts stacked over them.
  test.beforeEach(async ({ devnet }) => {
    await devnet.patchSettings({ announcements: [] });
  });

  test('home, with its live highlights loaded', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.scrollToHighlights();
    await expect(home.table('Top volume')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  for (const path of ['/faq', '/privacy-policy', '/offerings']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/faq') await page.getByRole('main').getByRole('button').first().click();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the login modal', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await shell.openLogin();
    await expectNoSeriousA11yViolations(page);
  });

  test('the maintenance page', async ({ page, devnet }) => {
    await devnet.patchSettings({ maintenance: true });
    await page.goto('/maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('home and FAQ in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const home = new HomePage(page);
    await home.open();
    await home.scrollToHighlights();
    await expect(home.table('Top volume')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/faq');
    await page.getByRole('main').getByRole('button').first().click();
    await expectNoSeriousA11yViolations(page);
  });

  test('the wallet and the swap in dark mode, their primary buttons included', async ({ page, logIn }) => {
    await logIn('bob');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/wallet');
    await expect(page.getByRole('table', { name: 'Token balances' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/swap?from=SWAP.HIVE&to=BEE');
    await page.getByRole('textbox', { name: 'You pay' }).fill('1');
    await expect(page.getByLabel('Swap details')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
