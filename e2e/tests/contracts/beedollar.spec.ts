import BigNumber from 'bignumber.js';
import { expect, test } from '../../fixtures';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { BeeDollarPage, beeDollarChain, chain } from '../../pages/contracts-beedollar';

const plus = (a: string, b: BigNumber.Value, decimals: number) => new BigNumber(a).plus(b).toFixed(decimals);

test.describe('signed in', () => {
  test.beforeEach(async ({ logIn }) => {
    await logIn('bob');
  });

  test('converting BEE burns all of it and credits the previewed BEED', async ({ page }) => {
    const beedollar = new BeeDollarPage(page);
    const before = {
      bee: await chain.balance('bob', 'BEE'),
      beed: await chain.balance('bob', 'BEED'),
      burned: await chain.balance('null', 'BEE'),
      circulating: await beeDollarChain.circulatingBee(),
    };
    const expected = await beeDollarChain.beedFor('100');
    await beedollar.open();
    await expect(beedollar.balance('BEE')).toContainText(`${new BigNumber(before.bee).toFormat(8)} BEE`);
    await beedollar.amount.fill('100');
    await expect(beedollar.preview('Fee (1 %)')).toHaveText('1.00000000 BEE');
    await expect(beedollar.preview('BEE converted')).toHaveText('99.00000000 BEE');
    await expect(beedollar.preview('You receive')).toHaveText(`${new BigNumber(expected).toFormat(4)} BEED`);
    await beedollar.submit.click();

    await expect(beedollar.result).toContainText(`Converted 100 BEE: you received ${new BigNumber(expected).toFormat(4)} BEED`);
    await expect(beedollar.amount).toHaveValue('');
    expect(await chain.balance('bob', 'BEE')).toBe(plus(before.bee, -100, 8));
    expect(new BigNumber(await chain.balance('bob', 'BEED')).toFixed(4)).toBe(plus(before.beed, expected, 4));
    expect(new BigNumber(await chain.balance('null', 'BEE')).toFixed(8)).toBe(plus(before.burned, 100, 8));
    expect(await beeDollarChain.circulatingBee()).toBe(plus(before.circulating, -100, 8));
    await expect(beedollar.balance('BEED')).toContainText(`${new BigNumber(plus(before.beed, expected, 4)).toFormat(4)} BEED`);
    await expect(beedollar.balance('BEE')).toContainText(`${new BigNumber(plus(before.bee, -100, 8)).toFormat(8)} BEE`);
  });

  test('a price that moved before sending is shown instead of sent, and the next click converts at the new price', async ({ page }) => {
    const beedollar = new BeeDollarPage(page);
    const requests = beedollar.countKeychainRequests();
    await beedollar.open();
    await beedollar.amount.fill('100');
    const shown = await beedollar.preview('You receive').innerText();
    // Right after the page's periodic read of the pools, alice buys BEE: the next read is 10 s away.
    await page.waitForRequest((request) => request.url().includes('/contracts') && (request.postData() ?? '').includes('SWAP.HIVE:SWAP.HBD'));
    const priceBefore = await beeDollarChain.beePrice();
    await chain.broadcast('alice', {
      contractName: 'marketpools',
      contractAction: 'swapTokens',
      contractPayload: { tokenPair: 'SWAP.HIVE:BEE', tokenSymbol: 'SWAP.HIVE', tokenAmount: '500', tradeType: 'exactInput' },
    });
    await expect.poll(() => beeDollarChain.beePrice()).not.toBe(priceBefore);
    await beedollar.submit.click();
    await expect(beedollar.problem).toHaveText('The BEE price changed since this preview. Check the new amount of BEED, then convert again.');
    expect(requests()).toBe(0);
    const expected = new BigNumber(await beeDollarChain.beedFor('100')).toFormat(4);
    await expect(beedollar.preview('You receive')).toHaveText(`${expected} BEED`);
    expect(`${expected} BEED`).not.toBe(shown);
    await beedollar.submit.click();
    await expect(beedollar.result).toContainText(`you received ${expected} BEED`);
  });

  test('less than the minimum is refused beside the field and nothing is sent', async ({ page }) => {
    const beedollar = new BeeDollarPage(page);
    const { minConvertibleAmount } = await beeDollarChain.params();
    const requests = beedollar.countKeychainRequests();
    const beeBefore = await chain.balance('bob', 'BEE');
    await beedollar.open();
    await expect(beedollar.form.getByText(`Minimum: ${minConvertibleAmount} BEE`)).toBeVisible();
    await beedollar.amount.fill(new BigNumber(minConvertibleAmount).minus('0.00000001').toFixed());
    await expect(beedollar.form.getByText(`Enter at least ${minConvertibleAmount} BEE: the contract converts no less.`)).toBeVisible();
    await expect(page.getByLabel('Conversion preview')).toHaveCount(0);
    await beedollar.submit.click();
    await page.waitForTimeout(500);
    expect(requests()).toBe(0);
    expect(await chain.balance('bob', 'BEE')).toBe(beeBefore);
  });

  test('more than the balance is refused beside the field and nothing is sent', async ({ page }) => {
    const beedollar = new BeeDollarPage(page);
    const requests = beedollar.countKeychainRequests();
    const beeBefore = await chain.balance('bob', 'BEE');
    await beedollar.open();
    await expect(beedollar.balance('BEE')).toBeVisible();
    await beedollar.amount.fill(new BigNumber(beeBefore).plus('0.00000001').toFixed());
    await expect(beedollar.form.getByText('Amount exceeds your available balance')).toBeVisible();
    await beedollar.submit.click();
    await page.waitForTimeout(500);
    expect(requests()).toBe(0);
    expect(await chain.balance('bob', 'BEE')).toBe(beeBefore);
  });

  test('a Keychain cancel is shown, the amount kept and nothing converted', async ({ page, devnet }) => {
    await devnet.keychain('cancel');
    const beedollar = new BeeDollarPage(page);
    const requests = beedollar.countKeychainRequests();
    const [beeBefore, beedBefore] = [await chain.balance('bob', 'BEE'), await chain.balance('bob', 'BEED')];
    await beedollar.open();
    await beedollar.amount.fill('10');
    await beedollar.submit.click();
    await expect(beedollar.problem).toHaveText('Transaction cancelled');
    expect(requests()).toBe(1);
    await expect(beedollar.amount).toHaveValue('10');
    expect(await chain.balance('bob', 'BEE')).toBe(beeBefore);
    expect(await chain.balance('bob', 'BEED')).toBe(beedBefore);
  });

  test('the page fits a 375 px screen and has no serious accessibility problem', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const beedollar = new BeeDollarPage(page);
    await beedollar.open();
    await expect(beedollar.balance('BEED')).toBeVisible();
    await beedollar.amount.fill('25');
    await expect(beedollar.preview('You receive')).toContainText('BEED');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a visitor sees what BEED is, the price and a preview, and is asked to log in to convert', async ({ page }) => {
  const beedollar = new BeeDollarPage(page);
  const price = await beeDollarChain.beePrice();
  await beedollar.open();
  await expect(page.getByText(/BEED is a token meant to stay worth about one US dollar/)).toBeVisible();
  await expect(beedollar.priceHeading).toHaveText(`BEE price: $${new BigNumber(price).toFormat()}`);
  await expect(page.getByRole('link', { name: 'SWAP.HIVE:BEE' })).toHaveAttribute('href', '/pools');
  await expect(page.getByText(/whole amount of BEE is burned/)).toBeVisible();
  await expect(page.getByLabel('Your balances')).toHaveCount(0);
  await beedollar.amount.fill('10');
  await expect(beedollar.preview('You receive')).toHaveText(`${new BigNumber(await beeDollarChain.beedFor('10')).toFormat(4)} BEED`);
  await beedollar.form.getByRole('button', { name: 'Log in to convert' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});

test('/beed leads to /beedollar', async ({ page }) => {
  const beedollar = new BeeDollarPage(page);
  await beedollar.open('/beed');
  await expect(page).toHaveURL('/beedollar');
});

test('a failed read of the price says so and Retry reads it again', async ({ page, devnet }) => {
  for (let node = 0; node <= 8; node += 1) await devnet.fault('sidechain', node, 'down');
  await page.goto('/beedollar');
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'The BEE price could not be read from the sidechain nodes.' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await devnet.clearFaults();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(new BeeDollarPage(page).priceHeading).toBeVisible();
});
