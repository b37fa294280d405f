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
