import { expect, test } from '../../fixtures';

test('the federation runtime is not part of the first page: it starts with the first area the visitor opens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);

  await page.getByRole('banner').getByRole('link', { name: 'Trade', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'BEE / SWAP.HIVE' })).toBeVisible();
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(true);
});
