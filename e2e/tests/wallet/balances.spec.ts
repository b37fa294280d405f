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
    // the 24 h change shows while the metrics' day lasts (expirations are unix seconds)
    const [metric] = await chain.find<{ priceChangePercent: string; lastDayPriceExpiration: number }>('market', 'metrics', { symbol: 'GAMER' });
    expect(metric.lastDayPriceExpiration).toBeGreaterThan(Date.now() / 1000);
    const change = new BigNumber(metric.priceChangePercent.replace('%', ''));
    await expect(gamer).toContainText(`${change.isPositive() && !change.isZero() ? '+' : ''}${change.toFixed(2)}%`);

    await wallet.searchFor('OLDCOIN');
    await expect(wallet.row('OLDCOIN')).toContainText('Deprecated');

    // bob holds SCAMCOIN on the chain, but the site's settings disable it
    expect(new BigNumber((await balanceOf('bob', 'SCAMCOIN')).balance).isGreaterThan(0)).toBe(true);
    await wallet.searchFor('SCAMCOIN');
    await expect(wallet.table).toContainText(/The filter hides all \d+ balances/);
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

  test('the toggles are kept per account, a one-off search text is not', async ({ page, logIn }) => {
    await logIn('bob');
    const wallet = new WalletPage(page);
    await wallet.goto('bob');
    const total = await wallet.table.getAttribute('aria-rowcount');
    await wallet.searchFor('gamer');
    await wallet.toggle('Value includes stake').check();
    await page.reload();
    await expect(wallet.search).toHaveValue('');
    await expect(wallet.toggle('Value includes stake')).toBeChecked();
    await expect(wallet.table).toHaveAttribute('aria-rowcount', total ?? '');
    await expect(wallet.filterNotice).toBeHidden();
  });

  test('a filter that hides rows says so, and Clear filters shows every row again', async ({ page, logIn }) => {
    await logIn('bob');
    const wallet = new WalletPage(page);
    await wallet.goto('bob');
    const total = Number(await wallet.table.getAttribute('aria-rowcount')) - 1;

    await wallet.toggle('Hide small balances').check();
    await wallet.searchFor('GAMER');
    await expect(wallet.table.getByTestId('balance-row')).toHaveCount(1);
    await expect(wallet.filterNotice).toContainText(`1 of ${total} balances shown — a filter is active.`);
    await wallet.filterNotice.getByRole('button', { name: 'Clear filters' }).click();
    await expect(wallet.table).toHaveAttribute('aria-rowcount', String(total + 1));
    await expect(wallet.filterNotice).toBeHidden();
    await expect(wallet.search).toHaveValue('');
    await expect(wallet.search).toBeFocused();
    await expect(wallet.toggle('Hide small balances')).not.toBeChecked();

    await wallet.searchFor('no such token');
    await expect(wallet.table).toContainText(`The filter hides all ${total} balances.`);
    await wallet.table.getByRole('button', { name: 'Clear filters' }).click();
    await expect(wallet.table).toHaveAttribute('aria-rowcount', String(total + 1));
    await expect(wallet.table.getByTestId('balance-row').first()).toBeVisible();
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
