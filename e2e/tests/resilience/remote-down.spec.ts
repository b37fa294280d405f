import { expect, test } from '../../fixtures';
import { remoteOrigin } from '../../fixtures/site-origins';
import { Shell } from '../../pages/shell';

test('a remote that is down shows an area error with Retry, the rest of the site keeps working, and Retry recovers without a reload', async ({ page }) => {
  const shell = new Shell(page);
  await page.route(`${remoteOrigin('mf_trade')}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/trade/BEE');
  const areaError = page.getByRole('alert').filter({ hasText: /trade/i }).filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(areaError).toBeVisible();
  await expect(shell.loginButton).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await page.unroute(`${remoteOrigin('mf_trade')}/**`);
  await areaError.getByRole('button', { name: 'Retry' }).click();
  await expect(areaError).toBeHidden();
  await expect(page.getByTestId('remote-mf_trade')).toBeVisible();
  expect(navigations).toEqual([]);
});

test('a remote that hangs times out into the area error instead of spinning forever', async ({ page }) => {
  await page.route(`${remoteOrigin('mf_swap')}/**`, () => undefined);
  await page.goto('/swap');
  const areaError = page.getByRole('alert').filter({ hasText: /swap/i }).filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(areaError).toBeVisible({ timeout: 20_000 });
});

test('navigating across two remotes and back keeps both working', async ({ page, logIn }) => {
  await logIn('bob');
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-username')).toHaveText('bob');
  await page.getByRole('banner').getByRole('link', { name: /trade/i }).first().click();
  await expect(page).toHaveURL('/trade/BEE');
  await expect(page.getByTestId('remote-mf_trade')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/wallet');
  await expect(page.getByTestId('wallet-username')).toHaveText('bob');
  await page.goForward();
  await expect(page).toHaveURL('/trade/BEE');
  await expect(page.getByTestId('remote-mf_trade')).toBeVisible();
});
