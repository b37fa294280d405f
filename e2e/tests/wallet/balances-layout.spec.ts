import BigNumber from 'bignumber.js';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { balanceOf, chain, WalletPage } from '../../pages/wallet';

/** How far the table runs past the box that scrolls it sideways (0 when every column shows). */
const hiddenWidth = (wallet: WalletPage) => wallet.table.locator('xpath=..').evaluate((box) => box.scrollWidth - box.clientWidth);

async function precisionOf(symbol: string): Promise<number> {
  const [token] = await chain.find<{ precision: number }>('tokens', 'tokens', { symbol });
  return token!.precision;
}

test('at 1280 × 900 every column of a balance row shows without a sideways scroll; stake reads in full to a screen reader', async ({ page, logIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn('bob');
  const wallet = new WalletPage(page);
  await wallet.goto('bob');

  expect(await hiddenWidth(wallet)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  for (const header of ['Token', 'Balance', 'Stake', 'Delegations', 'USD value', 'Actions']) {
    await expect(wallet.table.getByRole('columnheader', { name: header, exact: true })).toBeInViewport();
  }
  const actions = wallet.table.getByRole('button', { name: /^Actions for / });
  expect(await actions.count()).toBeGreaterThan(5);
  for (const button of await actions.all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  }

  // The stake in short on screen, in full as its title and in the text a screen reader reads.
  const { stake } = await balanceOf('bob', 'GAMER');
  const full = new BigNumber(stake).toFormat(await precisionOf('GAMER'), BigNumber.ROUND_DOWN);
  await wallet.searchFor('GAMER');
  const staked = wallet.row('GAMER').getByTitle(`staked ${full}`);
  await expect(staked).toBeVisible();
  await expect(staked).toContainText(full);
  expect((await staked.boundingBox())!.width).toBeLessThan(160);

  await wallet.searchFor('');
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});

test('at 375 px a row shows token, balance, value and actions, the first two in view, and the page does not widen', async ({ page, logIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn('bob');
  const wallet = new WalletPage(page);
  await wallet.goto('bob');
  await expect(wallet.table.getByRole('columnheader')).toHaveText(['Token', 'Balance', 'USD value', 'Actions']);
  const { balance } = await balanceOf('bob', 'GAMER');
  await wallet.searchFor('GAMER');
  await expect(wallet.row('GAMER').getByRole('cell', { name: new BigNumber(balance).toFormat(await precisionOf('GAMER'), BigNumber.ROUND_DOWN) })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
