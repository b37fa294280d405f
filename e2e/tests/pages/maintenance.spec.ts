import { expect, test } from '../../fixtures';
import { DEVNET_URL } from '../../fixtures/devnet-control';
import { holdSettings } from '../../fixtures/held-settings';
import { Shell } from '../../pages/shell';

const SETTINGS_REFRESH = '15:00';
const SETTINGS_API = `${DEVNET_URL}/api/settings`;
/** mf-trade's server (e2e/playwright.config.ts). */
const TRADE_REMOTE_ORIGIN = 'http://localhost:3101/';

test.describe('maintenance mode', () => {
  test('sends every page but /login and /admin to /maintenance, deep links and area routes included', async ({ page, devnet }) => {
    await devnet.patchSettings({ maintenance: true });
    for (const path of ['/', '/wallet', '/trade/BEE', '/openhive/CITY/1', '/faq', '/no/such/page']) {
      await page.goto(path);
      await expect(page).toHaveURL('/maintenance');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveText('Tribaldex');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page).toHaveTitle('Maintenance - Tribaldex');

    await page.goto('/login');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin');
  });

  test('/maintenance goes home while maintenance is off', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tribaldex' })).toBeVisible();
  });

  test('an administrator logs in from the maintenance page and reaches the admin area', async ({ page, devnet }) => {
    // No announcement toasts: stacked at the bottom right, they would cover the dialog's button.
    await devnet.patchSettings({ maintenance: true, announcements: [] });
    await page.goto('/');
    await page.getByRole('link', { name: 'Administrators: log in' }).click();
    const shell = new Shell(page);
    await expect(shell.loginDialog).toBeVisible();
    await shell.logInWithModal('alice');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('main')).toContainText(/admin/i);
  });

  test('with maintenance on, an area deep link shows the header and loading, then /maintenance, never loading the area', async ({
    page,
    devnet,
    request,
  }) => {
    await devnet.patchSettings({ maintenance: true });
    const areaRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(TRADE_REMOTE_ORIGIN)) areaRequests.push(request.url());
    });
    const releaseSettings = await holdSettings(page);

    await page.goto('/trade/BEE');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    releaseSettings();
    await expect(page).toHaveURL('/maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible();
    // Only the page's download hints of the area's files went out (its entry, its file list, the
    // parcel's files); none of its code ran: the remote's container never came to be.
    const parcel = (await (await request.get(`${TRADE_REMOTE_ORIGIN}parcel-files.json`)).json()) as { files: string[] };
    const hinted = ['remoteEntry.js', 'parcel-files.json', ...parcel.files].map((file) => TRADE_REMOTE_ORIGIN + file);
    expect([...areaRequests].sort()).toEqual(hinted.sort());
    expect(await page.evaluate(() => 'mf_trade' in window)).toBe(false);
  });

  test('an open page follows the setting on its next settings refresh, both ways', async ({ page, devnet }) => {
    await page.clock.install();
    const startupSettings = page.waitForResponse(SETTINGS_API);
    await page.goto('/trade/BEE');
    await startupSettings;
    // The header renders after start-up has armed the settings refresh timer.
    await expect(page.getByRole('banner')).toBeVisible();
    // fastForward fires each due timer once (the refresh, and the trade page's polls once each):
    // one refresh period passes without running every poll of those 15 minutes.
    await devnet.patchSettings({ maintenance: true });
    await page.clock.fastForward(SETTINGS_REFRESH);
    await expect(page).toHaveURL('/maintenance');

    await devnet.patchSettings({ maintenance: false });
    await page.clock.fastForward(SETTINGS_REFRESH);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tribaldex' })).toBeVisible();
  });
});
