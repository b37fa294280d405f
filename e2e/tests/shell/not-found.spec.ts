import { expect, test } from '../../fixtures';

test('an unknown path shows Page Not Found with the path, titled as such', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page).toHaveTitle(/Tribaldex/);
});

test('the not-found page leads back home', async ({ page }) => {
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL('/');
});

test('a page title is the page title followed by the product name', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle(/FAQ.*Tribaldex/);
});
