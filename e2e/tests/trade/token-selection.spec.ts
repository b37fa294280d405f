import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { TradePage } from '../../pages/trade';

test('the market selector searches tradable tokens and leaves deprecated ones out', async ({ page, devnet }) => {
  await devnet.patchSettings({ deprecated_tokens: ['GAMER'] });
  const trade = new TradePage(page);
  await trade.goto();
  await page.getByRole('button', { name: 'Change market' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Search tokens').fill('ho');
  await expect(dialog.getByRole('link', { name: /^HONEY/ })).toBeVisible();
  await dialog.getByLabel('Search tokens').fill('gamer');
  await expect(dialog.getByText('No tradable token matches “gamer”.')).toBeVisible();
  await dialog.getByLabel('Search tokens').fill('honey');
  await dialog.getByRole('link', { name: /^HONEY/ }).click();
  await expect(page).toHaveURL('/trade/HONEY');
  await expect(page.getByRole('heading', { name: 'HONEY / SWAP.HIVE' })).toBeVisible();
});

test('the token info dialog shows the definition as text', async ({ page }) => {
  const trade = new TradePage(page);
  await trade.goto();
  await page.getByRole('button', { name: 'Token info' }).click();
  const dialog = page.getByRole('dialog', { name: 'BEE token' });
  await expect(dialog).toContainText('Hive Engine Token');
  await expect(dialog).toContainText('The utility token of Hive Engine.');
  await expect(dialog.getByRole('link', { name: 'https://hive-engine.com/' })).toHaveAttribute('href', 'https://hive-engine.com/');
  await expect(dialog).toContainText('Yes — cooldown 40 days in 4 transaction(s)');
});

/** The characters after which the text of `value` goes on to a new line, as laid out. */
function lineEnds(value: Locator): Promise<string[]> {
  return value.evaluate((element) => {
    const ends: string[] = [];
    let previous: { char: string; top: number } | undefined;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let offset = 0; offset < (node.textContent ?? '').length; offset += 1) {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const { top } = range.getBoundingClientRect();
        const char = node.textContent?.[offset] ?? '';
        if (previous && top > previous.top + 1) ends.push(previous.char);
        previous = { char, top };
      }
    }
    return ends;
  });
}

test.describe('on a narrow phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the token info dialog puts each label above its value, and a long number wraps only at a separator', async ({ page }) => {
    await new TradePage(page).goto();
    await page.getByRole('button', { name: 'Token info' }).click();
    const dialog = page.getByRole('dialog', { name: 'BEE token' });
    const label = await dialog.getByText('Max supply', { exact: true }).boundingBox();
    const value = dialog.locator('dd').filter({ hasText: '9,007,199,254,740,991.00000000' });
    const valueBox = await value.boundingBox();
    expect(valueBox!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
    const ends = await lineEnds(value);
    // The devnet's BEE has the largest possible max supply: too long for one line at this width.
    expect(ends.length).toBeGreaterThan(0);
    for (const end of ends) expect([',', '.']).toContain(end);
  });
});

test('hostile token texts stay inert text and a javascript: website is not linked', async ({ page }) => {
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  const trade = new TradePage(page, 'XSSCOIN');
  await trade.goto();
  await page.getByRole('button', { name: 'Token info' }).click();
  const dialog = page.getByRole('dialog', { name: 'XSSCOIN token' });
  await expect(dialog).toContainText('<script>');
  await expect(dialog.getByRole('link')).toHaveCount(0);
  expect(alerted).toBe(false);
});
