import { expect, test } from '../../fixtures';
import { RpcConfiguration } from '../../pages/rpc';

test.beforeEach(async ({ devnet }) => {
  await devnet.patchSettings({ announcements: [] });
});

test('the fixed RPC Configuration button is labelled, titled and at the bottom right, also on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const rpc = new RpcConfiguration(page);
  await page.goto('/');
  await expect(rpc.button).toBeVisible();
  await expect(rpc.button).toHaveAttribute('title', 'RPC Configuration');
  const box = await rpc.button.boundingBox();
  expect(box!.x + box!.width).toBeGreaterThan(375 - 40);
  expect(box!.y + box!.height).toBeGreaterThan(740 - 40);
  await rpc.button.focus();
  await page.keyboard.press('Enter');
  await expect(rpc.dialog).toBeVisible();
  await rpc.probesDone();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await expect(rpc.dialog).toBeHidden();
});

test('the button is hidden while maintenance is on', async ({ page, devnet }) => {
  await devnet.patchSettings({ maintenance: true });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await expect(new RpcConfiguration(page).button).toHaveCount(0);
});
