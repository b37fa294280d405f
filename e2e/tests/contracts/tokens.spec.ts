import BigNumber from 'bignumber.js';
import type { Metric } from '@tdx/contracts';
import { expect, test } from '../../fixtures';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { tokenListSources, TokenListPage, type ListedTokenRow } from '../../pages/contracts-token-list';

const SIDECHAIN_NODES = 9;

/** The list's figures of one token, worked out here from the chain's rows as the page must show them. */
function expectedFigures(token: ListedTokenRow, metric: Metric | undefined, hivePrice: number) {
  const now = Date.now() / 1000;
  const cut = (value: BigNumber, decimals: number) => value.decimalPlaces(decimals, BigNumber.ROUND_DOWN).toFormat(decimals);
  const lastPrice = new BigNumber(metric?.lastPrice ?? 0);
  const price = lastPrice.gt(0) ? lastPrice.times(hivePrice) : null;
  const volume = metric && now < metric.volumeExpiration ? new BigNumber(metric.volume).times(hivePrice) : new BigNumber(0);
  const change = metric && now < metric.lastDayPriceExpiration ? new BigNumber(metric.priceChangePercent.replace('%', '')) : null;
  const circulating = new BigNumber(token.circulatingSupply);
  return {
    price: price ? `$${cut(price, price.gte(1) ? 2 : 6)}` : '—',
    change: change === null ? '—' : `${change.gt(0) ? '▲ +' : change.lt(0) ? '▼ ' : ''}${cut(change, 2)}%`,
    volume: `$${cut(volume, 2)}`,
    marketCap: price ? `$${cut(circulating.times(price), 0)}` : '—',
    supply: cut(circulating, token.precision),
    volumeNumber: volume.toNumber(),
  };
}

async function chainState() {
  const [tokens, metrics, settings, hivePrice] = await Promise.all([tokenListSources.tokens(), tokenListSources.metrics(), tokenListSources.settings(), tokenListSources.hivePrice()]);
  const listed = tokens.filter((token) => !settings.disabled_tokens.includes(token.symbol));
  // SWAP.HIVE has no metrics row: it is worth 1 HIVE.
  const metricOf = (symbol: string): Metric | undefined =>
    symbol === 'SWAP.HIVE' ? ({ lastPrice: '1', volume: '0', volumeExpiration: 0, priceChangePercent: '0%', lastDayPriceExpiration: 0 } as Metric) : metrics.find((metric) => metric.symbol === symbol);
  return { tokens, listed, settings, hivePrice, metricOf };
}

test('lists every token but the disabled ones, busiest first, with the figures of the chain’s rows', async ({ page }) => {
  const { listed, settings, hivePrice, metricOf } = await chainState();
  const tokens = new TokenListPage(page);
  await tokens.goto();
  await expect(tokens.table).toHaveAttribute('aria-rowcount', String(listed.length + 1));
  await expect(page.getByText(`${listed.length} tokens`, { exact: true })).toBeVisible();
  await expect(tokens.header('24 h volume')).toHaveAttribute('aria-sort', 'descending');
  const busiest = [...listed].sort((a, b) => expectedFigures(b, metricOf(b.symbol), hivePrice).volumeNumber - expectedFigures(a, metricOf(a.symbol), hivePrice).volumeNumber || (a.symbol < b.symbol ? -1 : 1));
  expect((await tokens.shownSymbols()).slice(0, 5)).toEqual(busiest.slice(0, 5).map((token) => token.symbol));

  const untraded = listed.find((token) => !metricOf(token.symbol));
  expect(untraded).toBeDefined();
  for (const symbol of ['BEE', 'GAMER', 'SWAP.HIVE', untraded!.symbol]) {
    const token = listed.find((row) => row.symbol === symbol)!;
    const figures = expectedFigures(token, metricOf(symbol), hivePrice);
    await tokens.search.fill(symbol);
    const cells = tokens.row(symbol).getByRole('cell');
    // token (star, icon, symbol over name), price, change, volume, market cap, supply, staking, issuer
    await expect(cells.nth(0)).toContainText(token.name);
    await expect(cells.nth(1)).toHaveText(figures.price);
    await expect(cells.nth(2)).toHaveText(figures.change);
    await expect(cells.nth(3)).toHaveText(figures.volume);
    await expect(cells.nth(4)).toHaveText(figures.marketCap);
    await expect(cells.nth(5)).toHaveText(figures.supply);
    await expect(cells.nth(7)).toHaveText(token.issuer);
    if (symbol === 'BEE') await expect(cells.nth(6)).toHaveText('StakingDelegation');
  }

  for (const symbol of settings.deprecated_tokens) {
    await tokens.search.fill(symbol);
    await expect(tokens.row(symbol)).toContainText('Deprecated');
  }
  for (const symbol of settings.disabled_tokens) {
    await tokens.search.fill(symbol);
    await expect(tokens.table).toContainText(`No token has a symbol or name containing “${symbol}”.`);
  }
});

test('searches by symbol or name in any case, taken literally, and sorts by the headers', async ({ page }) => {
  const { listed } = await chainState();
  const tokens = new TokenListPage(page);
  await tokens.goto();
  await tokens.search.fill('gUILD');
  const matching = listed.filter((token) => `${token.symbol} ${token.name}`.toLowerCase().includes('guild'));
  await expect(tokens.table).toHaveAttribute('aria-rowcount', String(matching.length + 1));
  expect((await tokens.shownSymbols()).sort()).toEqual(matching.map((token) => token.symbol).sort());

  await tokens.search.fill('.*(a+)+$');
  await expect(tokens.table).toContainText('No token has a symbol or name containing “.*(a+)+$”.');

  await tokens.search.fill('');
  const bySymbol = listed.map((token) => token.symbol).sort();
  await tokens.sortBy('Token');
  await expect(tokens.header('Token')).toHaveAttribute('aria-sort', 'ascending');
  await expect(tokens.header('24 h volume')).not.toHaveAttribute('aria-sort');
  expect((await tokens.shownSymbols()).slice(0, 5)).toEqual(bySymbol.slice(0, 5));
  await tokens.header('Token').getByRole('button').press('Enter');
  await expect(tokens.header('Token')).toHaveAttribute('aria-sort', 'descending');
  expect((await tokens.shownSymbols()).slice(0, 5)).toEqual(bySymbol.reverse().slice(0, 5));
  await tokens.sortBy('Circulating supply');
  await expect(tokens.header('Circulating supply')).toHaveAttribute('aria-sort', 'descending');
  const largest = [...listed].sort((a, b) => new BigNumber(b.circulatingSupply).comparedTo(a.circulatingSupply) || (a.symbol < b.symbol ? -1 : 1));
  expect((await tokens.shownSymbols())[0]).toBe(largest[0].symbol);
});

test('stars are kept across a reload, per visitor, and Favourites only shows them', async ({ page, logIn }) => {
  const tokens = new TokenListPage(page);
  await tokens.goto();
  await tokens.search.fill('GAMER');
  await tokens.star('GAMER').click();
  await expect(tokens.star('GAMER')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await tokens.favouritesOnly.check();
  expect(await tokens.shownSymbols()).toEqual(['GAMER']);
  await expect(tokens.star('GAMER')).toHaveAttribute('aria-pressed', 'true');

  await logIn('bob');
  await page.reload();
  await tokens.favouritesOnly.check();
  await expect(tokens.table).toContainText('You have no favourite tokens yet');
  await tokens.favouritesOnly.uncheck();
  await tokens.search.fill('BEE');
  await tokens.star('BEE').click();
  await page.reload();
  await tokens.favouritesOnly.check();
  await expect.poll(() => tokens.shownSymbols()).toEqual(['BEE']);
});

test('a token the settings disable is not listed and has no details', async ({ page, devnet }) => {
  const { settings } = await chainState();
  await devnet.patchSettings({ disabled_tokens: [...settings.disabled_tokens, 'GAMER'] });
  const tokens = new TokenListPage(page);
  await tokens.goto('?symbol=GAMER');
  await expect(tokens.details).toContainText('There is no token “GAMER” on the sidechain.');
  await tokens.details.getByRole('button', { name: 'Close' }).click();
  await tokens.search.fill('GAMER');
  await expect(tokens.table).toContainText('No token has a symbol or name containing “GAMER”.');
});

test('a row opens the token’s details at a shareable address; Back closes them', async ({ page }) => {
  const { tokens: rows } = await chainState();
  const bee = rows.find((token) => token.symbol === 'BEE')!;
  const tokens = new TokenListPage(page);
  await tokens.goto();
  await tokens.search.fill('BEE');
  await tokens.openDetails('BEE');
  await expect(page).toHaveURL(/\/tokens\?symbol=BEE$/);
  await expect(tokens.details.getByRole('heading', { name: 'BEE token' })).toBeVisible();
  const amount = (value: string) => `${new BigNumber(value).toFormat(8, BigNumber.ROUND_DOWN)} BEE`;
  await expect(tokens.detail('Circulating')).toHaveText(amount(bee.circulatingSupply));
  await expect(tokens.detail('Supply')).toHaveText(amount(bee.supply));
  await expect(tokens.detail('Max supply')).toHaveText(amount(bee.maxSupply));
  await expect(tokens.detail('Precision')).toHaveText('8 decimals');
  await expect(tokens.detail('Staking')).toHaveText('On: unstaking takes 40 days in 4 tranches');
  await expect(tokens.detail('Delegation')).toHaveText('On: undelegating takes 7 days');
  await expect(tokens.detail('Website').getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(tokens.details.getByRole('link', { name: 'Trade' })).toHaveAttribute('href', '/trade/BEE');
  await expect(tokens.details.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history/BEE');
  await expectNoSeriousA11yViolations(page);
  await page.goBack();
  await expect(tokens.details).toBeHidden();
  await expect(page).toHaveURL(/\/tokens$/);

  await tokens.goto('?symbol=SWAP.HIVE');
  await expect(tokens.details.getByRole('heading', { name: 'SWAP.HIVE token' })).toBeVisible();
  await expect(tokens.details.getByRole('link', { name: 'Trade' })).toHaveCount(0);
  await tokens.details.getByRole('button', { name: 'Close' }).click();
  await expect(tokens.details).toBeHidden();
  await expect(page).toHaveURL(/\/tokens$/);
});

test('hostile names and metadata stay inert text in the list and the details', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const tokens = new TokenListPage(page);
  await tokens.goto('?symbol=XSSCOIN');
  await expect(tokens.detail('Name')).toHaveText('<script>alert(1)</script>');
  await expect(tokens.details.getByRole('region', { name: 'Description' })).toHaveText('<img src=x onerror=alert(1)>');
  // its website is a javascript: address
  await expect(tokens.detail('Website')).toHaveText('—');
  await expect(tokens.details.locator('img[src="x"], script')).toHaveCount(0);
  await tokens.details.getByRole('button', { name: 'Close' }).click();

  await tokens.goto('?symbol=IMGBOMB');
  const website = tokens.detail('Website').getByRole('link');
  await expect(website).toHaveAttribute('href', 'https://evil.example/phish');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await tokens.details.getByRole('button', { name: 'Close' }).click();

  await tokens.goto('?symbol=LONGDESC');
  await expect(tokens.details.getByRole('region', { name: 'Description' })).toHaveText(/^(Very long description\. )+/);
  await tokens.details.getByRole('button', { name: 'Close' }).click();

  await tokens.search.fill('coin');
  await expect(tokens.row('XSSCOIN')).toContainText('<script>alert(1)</script>');
  await expect(tokens.table.locator('img[src="x"], script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a failed sidechain read says so, and Try again reads the list once the nodes answer', async ({ page, devnet }) => {
  for (let node = 0; node < SIDECHAIN_NODES; node += 1) await devnet.fault('sidechain', node, 'down');
  const tokens = new TokenListPage(page);
  await tokens.goto();
  await expect(page.getByRole('alert').filter({ hasText: 'The tokens could not be read from the sidechain nodes.' })).toBeVisible();
  await expect(tokens.table).toHaveCount(0);
  await devnet.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(tokens.table).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('has no serious accessibility violation, and fits a 375 px phone with its key columns', async ({ page }) => {
  const tokens = new TokenListPage(page);
  await tokens.goto();
  await expect(tokens.table).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(tokens.table.getByRole('columnheader')).toHaveText(['Token', 'Price', /^Volume/]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const [first] = await tokens.shownSymbols();
  await expect(tokens.star(first)).toBeInViewport();
  await expect(tokens.row(first).getByRole('link', { name: first, exact: true })).toBeInViewport();
  // the price and its change in full; the volume may need the table's box scrolled sideways
  await expect(tokens.row(first).getByRole('cell').nth(1)).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page);
  await tokens.openDetails(first);
  await expectNoSeriousA11yViolations(page);
});
