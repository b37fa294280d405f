import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { balanceOf, chain, WalletPage } from '../../pages/wallet';

test.describe('wallet balances', () => {
  test('lists the account balances with stake, value and markers; disabled tokens never appear', async ({ page, logIn }) => {
    await logIn('bob');
    const wallet = new WalletPage(page);
    await wallet.goto('bob');
    await expect(wallet.total).toHaveText(/Estimated value: \$[\d,]+\.\d\d/);

    await wallet.searchFor('GAMER');
    const gamer = wallet.row('GAMER');
    await expect(gamer).toContainText('Gamer Guild');
    const { balance } = await balanceOf('bob', 'GAMER');
    await expect(gamer).toContainText(new BigNumber(balance).toFormat(4, BigNumber.ROUND_DOWN));
    await expect(gamer).toContainText('$');

    await wallet.searchFor('OLDCOIN');
    await expect(wallet.row('OLDCOIN')).toContainText('Deprecated');

    // bob holds SCAMCOIN on the chain, but the site's settings disable it
    expect(new BigNumber((await balanceOf('bob', 'SCAMCOIN')).balance).isGreaterThan(0)).toBe(true);
    await wallet.searchFor('SCAMCOIN');
    await expect(wallet.table).toContainText('No balances to show');
  });

  test('shows every balance row of the account', async ({ page, logIn }) => {
    await logIn('bob');
    const wallet = new WalletPage(page);
    await wallet.goto('bob');
    const rows = await chain.find<{ symbol: string }>('tokens', 'balances', { account: 'bob' });
    const issuedOnly = await chain.find<{ symbol: string }>('tokens', 'tokens', { issuer: 'bob' });
    const held = new Set(rows.map((row) => row.symbol));
    const expected = new Set([...held, ...issuedOnly.map((token) => token.symbol)]);
    expected.delete('SCAMCOIN');
    await expect(wallet.table).toHaveAttribute('aria-rowcount', String(expected.size + 1));
  });

  test('only the rows in view are rendered; scrolling brings the others', async ({ page, logIn }) => {
    await logIn('bob');
    const wallet = new WalletPage(page);
    await wallet.goto('bob');
    await wallet.page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Symbol' }).click();
    const total = Number(await wallet.table.getAttribute('aria-rowcount')) - 1;
    const rendered = wallet.table.getByTestId('balance-row');
    expect(await rendered.count()).toBeLessThan(total);
    const lastSymbol = await rendered.last().getAttribute('data-symbol');
    await wallet.table.locator('xpath=..').evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
    await expect(rendered.last()).not.toHaveAttribute('data-symbol', lastSymbol ?? '');
  });

  test('search and toggles are kept per account', async ({ page, logIn }) => {
    await logIn('bob');
    const wallet = new WalletPage(page);
    await wallet.goto('bob');
    await wallet.searchFor('gamer');
    await wallet.toggle('Value includes stake').check();
    await page.reload();
    await expect(wallet.search).toHaveValue('gamer');
    await expect(wallet.toggle('Value includes stake')).toBeChecked();
    await expect(wallet.row('GAMER')).toBeVisible();
    await expect(wallet.table.getByTestId('balance-row')).toHaveCount(1);
  });

  test('works at 375 px wide: row actions sit in a menu', async ({ page, logIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await logIn('bob');
    const wallet = new WalletPage(page);
    await wallet.goto('bob');
    const dialog = await wallet.open('GAMER', 'Transfer', 'Transfer GAMER');
    await expect(dialog.getByLabel('Recipient')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
