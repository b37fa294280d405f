import { expect, test } from '../../fixtures';
import { remoteOrigin } from '../../fixtures/site-origins';
import { patchRuntimeConfig } from '../../fixtures/runtime-config';

test("an area whose entry is not on one of the runtime config's remote origins is not loaded, and the listed areas are", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await patchRuntimeConfig(page, { remoteOrigins: [remoteOrigin('mf_trade')] });
  await page.goto('/swap');
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'The Swap area could not be loaded.' })).toBeVisible();
  await expect(page.getByTestId('remote-mf_swap')).toHaveCount(0);
  expect(errors.some((text) => text.includes(`mf_swap refused, ${remoteOrigin('mf_swap')} is not one of the runtime config's remoteOrigins`))).toBe(true);

  await page.getByRole('banner').getByRole('link', { name: 'Trade', exact: true }).click();
  await expect(page.getByTestId('remote-mf_trade')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'BEE / SWAP.HIVE' })).toBeVisible();
});
