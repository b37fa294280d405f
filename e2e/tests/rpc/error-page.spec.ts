import { expect, test } from '../../fixtures';

const INVALID_ROUTE = '/trade/not-a-symbol';

test('a route whose own check fails shows the error page, and its button goes home', async ({ page }) => {
  await page.goto(INVALID_ROUTE);
  const main = page.getByRole('main');
  await expect(main.getByText('Error 404')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(main.getByText(`Nothing lives at this address: ${INVALID_ROUTE}`)).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.getByRole('banner')).toBeVisible();
  await main.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(main.getByText('Error 404')).toHaveCount(0);
});

test('a crawler is shown no error at all', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const page = await context.newPage();
  await page.goto(INVALID_ROUTE);
  // The route has decided (its title says so); the main box then shows "Loading…" until the error
  // page's code has come and rendered, for a crawler nothing.
  await expect(page).toHaveTitle('Page Not Found - Tribaldex');
  await expect(page.getByRole('main')).toHaveText('');
  await expect(page.getByRole('banner')).toBeVisible();
  await context.close();
});
