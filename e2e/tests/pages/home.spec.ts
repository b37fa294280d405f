import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { holdScriptsContaining, MUI_AND_EMOTION_MARKERS } from '../../fixtures/held-scripts';
import { HomePage, readMetrics, readSettings, type MetricRow } from '../../pages/pages';

const SIDECHAIN_NODES = 9;

/** The rows the home page may highlight: fresh, listed, priced, and not the SWAP.HIVE quote itself. */
async function highlightCandidates(): Promise<MetricRow[]> {
  const [metrics, settings] = await Promise.all([readMetrics(), readSettings()]);
  const hidden = new Set([...settings.disabled_tokens, ...settings.deprecated_tokens, 'SWAP.HIVE']);
  return metrics.filter((row) => !hidden.has(row.symbol) && new BigNumber(row.lastPrice).isGreaterThan(0));
}

const nowSeconds = () => Date.now() / 1000;
const freshVolume = (row: MetricRow) => (row.volumeExpiration > nowSeconds() ? new BigNumber(row.volume) : new BigNumber(0));
const freshChange = (row: MetricRow) =>
  row.lastDayPriceExpiration > nowSeconds() ? new BigNumber(row.priceChangePercent.replace('%', '')).abs() : new BigNumber(0);

function largest(rows: MetricRow[], measure: (row: MetricRow) => BigNumber): MetricRow {
  return rows.reduce((best, row) => (measure(row).isGreaterThan(measure(best)) ? row : best));
}

test.describe('home page', () => {
  test('paints its title, area cards and footer with MUI and emotion held back; the market highlights bring them', async ({ page }) => {
    const held = await holdScriptsContaining(page, MUI_AND_EMOTION_MARKERS);
    const home = new HomePage(page);
    await home.open();
    await expect(page.getByRole('heading', { level: 1, name: 'Tribaldex' })).toBeVisible();
    await expect(home.offers.getByRole('link', { name: 'Trade' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(held()).toEqual([]);
    await home.scrollToHighlights();
    await expect.poll(() => held().length).toBeGreaterThan(0);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await home.scrollToHighlights();
    await expect(home.highlightsLoading).toHaveCount(0);
  });

  test('introduces every area of the site, each card linking to its area', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(page).toHaveTitle('Home - Tribaldex');
    await expect(page.getByRole('heading', { level: 1, name: 'Tribaldex' })).toBeVisible();
    const areas: Array<[string, string]> = [
      ['Trade', '/trade/BEE'],
      ['Swap and pools', '/swap'],
      ['Wallet', '/wallet'],
      ['Tokens', '/tokens'],
      ['NFTs', '/nfts'],
      ['OpenHive', '/openhive'],
      ['Token funds', '/tokenfunds'],
      ['Mining', '/mining'],
      ['Packs', '/packmanager'],
      ['Airdrops', '/airdrop'],
      ['Bridge', '/bridge'],
      ['Witnesses', '/witnesses'],
    ];
    for (const [title, href] of areas) await expect(home.offer(title)).toHaveAttribute('href', href);

    await home.offer('Swap and pools').click();
    await expect(page).toHaveURL('/swap');
  });

  test('shows live highlights that match the sidechain metrics', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.scrollToHighlights();
    await expect(home.table('Top volume')).toBeVisible();

    const candidates = await highlightCandidates();
    const busiest = largest(candidates, freshVolume);
    const symbols = await home.symbols('Top volume');
    expect(symbols).toHaveLength(5);
    expect(symbols[0]).toBe(busiest.symbol);
    const price = new BigNumber(busiest.lastPrice).decimalPlaces(8, BigNumber.ROUND_DOWN).toFormat();
    await expect(home.row('Top volume', busiest.symbol)).toContainText(price);
    await expect(home.row('Top volume', busiest.symbol)).toContainText(/\$\d/);

    const mover = largest(candidates, freshChange);
    expect((await home.symbols('Biggest movers'))[0]).toBe(mover.symbol);
    const change = new BigNumber(mover.priceChangePercent.replace('%', '')).toFixed(2, BigNumber.ROUND_DOWN);
    await expect(home.row('Biggest movers', mover.symbol)).toContainText(`${change}%`);

    const stale = candidates.filter((row) => freshVolume(row).isZero() && new BigNumber(row.volume).isGreaterThan(0));
    expect(stale.length).toBeGreaterThan(0);
    for (const row of stale) await expect(home.row('Top volume', row.symbol)).toHaveCount(0);
  });

  test('leaves out a token as soon as the settings disable it', async ({ page, devnet }) => {
    const busiest = largest(await highlightCandidates(), freshVolume);
    const settings = await readSettings();
    await devnet.patchSettings({ disabled_tokens: [...settings.disabled_tokens, busiest.symbol] });
    const home = new HomePage(page);
    await home.open();
    await home.scrollToHighlights();
    await expect(home.table('Top volume')).toBeVisible();
    expect(await home.symbols('Top volume')).not.toContain(busiest.symbol);
    expect(await home.symbols('Biggest movers')).not.toContain(busiest.symbol);
  });

  test('keeps its place while the highlights load, so nothing below moves', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.highlightsLoading).toBeAttached();
    const before = await home.highlights.boundingBox();
    await home.scrollToHighlights();
    await expect(home.table('Biggest movers')).toBeVisible();
    await expect(home.highlightsLoading).toHaveCount(0);
    const after = await home.highlights.boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
  });

  test('still renders with a clear message when every sidechain node is down, and recovers on Retry', async ({ page, devnet }) => {
    for (let node = 0; node < SIDECHAIN_NODES; node += 1) await devnet.fault('sidechain', node, 'down');
    const home = new HomePage(page);
    await home.open();
    await expect(home.offer('Trade')).toBeVisible();
    await home.scrollToHighlights();
    await expect(home.highlightsError).toContainText('Market data could not be loaded from the sidechain.');
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await devnet.clearFaults();
    await home.highlights.getByRole('button', { name: 'Retry' }).click();
    await expect(home.table('Top volume')).toBeVisible();
    await expect(home.highlightsError).toHaveCount(0);
  });

  test('is usable 375 px wide: one column, no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const home = new HomePage(page);
    await home.open();
    await home.scrollToHighlights();
    await expect(home.table('Biggest movers')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const panel of ['Top volume', 'Biggest movers'] as const) {
      const box = await home.table(panel).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
    }
    await home.offer('Witnesses').click();
    await expect(page).toHaveURL('/witnesses');
  });
});
