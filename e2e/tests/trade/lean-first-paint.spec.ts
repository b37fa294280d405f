import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { holdScriptsContaining, MUI_AND_EMOTION_MARKERS } from '../../fixtures/held-scripts';
import { TradePage } from '../../pages/trade';

/**
 * Names MUI's minified code keeps (each component's theme key): their presence in a script means
 * the dialog/menu kit (`@tdx/ui/overlay`: Modal, ButtonBase, Popover) or the areas' extra kit
 * (`@tdx/ui/extra`: Alert, Skeleton, Chip) was loaded.
 */
const KIT_MARKERS = ['MuiModal', 'MuiButtonBase', 'MuiPopover', 'MuiAlert', 'MuiSkeleton', 'MuiChip'];

/** Every script the page loads from now on, with its source. */
function recordScripts(page: Page): () => Promise<{ url: string; source: string }[]> {
  const scripts: Promise<{ url: string; source: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((source) => ({ url: response.url(), source })));
  });
  return () => Promise.all(scripts);
}

async function kitMarkersLoaded(scripts: () => Promise<{ url: string; source: string }[]>): Promise<string[]> {
  return (await scripts()).flatMap(({ url, source }) => KIT_MARKERS.filter((marker) => source.includes(marker)).map((marker) => `${marker} in ${url}`));
}

test('an anonymous market page loads neither the dialog kit nor the areas’ extra kit until a dialog opens', async ({ page }) => {
  const scripts = recordScripts(page);
  const trade = new TradePage(page);
  await trade.goto();
  await expect(trade.book('buy').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trade history' }).getByRole('row').nth(1)).toBeVisible();
  // The candles load once the page is idle: after them, the first paint is complete.
  await expect(page.getByRole('img', { name: /Price candles, \d+ periods/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' }).last()).toBeVisible();
  expect(await kitMarkersLoaded(scripts)).toEqual([]);

  // Opening a dialog loads the kit: the markers are the right ones to look for.
  await page.getByRole('button', { name: 'Change market' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await kitMarkersLoaded(scripts)).toContainEqual(expect.stringContaining('MuiModal'));
});

test('the market page shows its title, figures, books, history, candles, footer and announcements without MUI or emotion', async ({ page }) => {
  const held = await holdScriptsContaining(page, MUI_AND_EMOTION_MARKERS);
  // Not TradePage.goto: the seeded announcements are left unseen, so they show as toasts.
  await page.goto('/trade/BEE');
  const trade = new TradePage(page);
  await expect(page.getByRole('heading', { name: 'BEE / SWAP.HIVE' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' }).last()).toBeVisible();
  for (const side of ['buy', 'sell'] as const) await expect(trade.book(side).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trade history' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('img', { name: /Price candles, \d+ periods/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Welcome to the' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(held()).toEqual([]);

  // A dialog is the first part that asks for them: the markers are the right ones to look for.
  await page.getByRole('button', { name: 'Change market' }).click();
  await expect.poll(() => held().length).toBeGreaterThan(0);
  // Scripts still on their way when the page closes must not fail the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
