import BigNumber from 'bignumber.js';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { chain, holdingsChain, NftHoldingsPage } from '../../pages/nft-holdings';

const DAY_MS = 86_400_000;

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('lists the instances bob holds with their properties as text, and transfers the selected ones to an account', async ({ page }) => {
  await holdingsChain.create('bob', 'HOLDT', { count: 3, lockTokens: { BEE: '0.5' }, note: (index) => (index === 0 ? '<img src=x onerror=alert(1)>' : `card ${index + 1}`) });
  const holdings = new NftHoldingsPage(page);
  await holdings.open();
  await holdings.show('HOLDT');
  await expect(holdings.rowCells('HOLDT', 1)).toHaveText(['', 'HOLDT #1', 'note: <img src=x onerror=alert(1)>', '0.5 BEE', '—']);
  await expect(holdings.table.locator('img')).toHaveCount(0);
  await expect(holdings.rowCells('HOLDT', 3).nth(2)).toHaveText('note: card 3');

  await holdings.select('HOLDT', 1, 2);
  await expect(holdings.action('Transfer')).toHaveText('Transfer (2)');
  await holdings.action('Transfer').click();
  await holdings.recipient('An account', 'carol');
  await holdings.submit.click();
  await expect(holdings.steps()).toHaveText(['Transaction 1: 2 instances of HOLDT: Confirmed']);
  await expect(holdings.dialog.getByText('Every transaction is confirmed.')).toBeVisible();
  expect(await holdingsChain.holders('HOLDT')).toEqual({ 1: 'carol', 2: 'carol', 3: 'bob' });

  await holdings.close();
  await expect(holdings.row('HOLDT', 1)).toHaveCount(0);
  await expect(holdings.row('HOLDT', 3)).toBeVisible();
  await expect(holdings.action('Transfer')).toHaveText('Transfer (0)');
});

test('delegates instances where the NFT allows it, then undelegates them with the NFT’s cooldown', async ({ page }) => {
  await holdingsChain.create('bob', 'HOLDD', { count: 2, cooldownDays: 3 });
  await holdingsChain.create('bob', 'HOLDN', { count: 1 });
  const holdings = new NftHoldingsPage(page);
  await holdings.open();

  await holdings.show('HOLDN');
  await holdings.select('HOLDN', 1);
  await expect(holdings.action('Delegate')).toBeDisabled();
  await holdings.show('HOLDD');
  await holdings.select('HOLDD', 1, 2);
  await expect(holdings.action('Delegate')).toHaveText('Delegate (2)');
  await holdings.action('Delegate').click();
  await expect(holdings.dialog).toContainText('1 instance of your selection left out');
  await holdings.recipient('An account', 'carol');
  await holdings.submit.click();
  await expect(holdings.steps()).toHaveText(['Transaction 1: 2 instances of HOLDD: Confirmed']);
  const delegated = await holdingsChain.instances('HOLDD');
  expect(delegated.map((row) => [row.account, row.delegatedTo?.account])).toEqual([
    ['bob', 'carol'],
    ['bob', 'carol'],
  ]);
  expect((await holdingsChain.instances('HOLDN'))[0].delegatedTo).toBeUndefined();
  await holdings.close();
  await expect(holdings.rowCells('HOLDD', 1).nth(4)).toHaveText('carol');

  await holdings.selectAll('HOLDD').check();
  await expect(holdings.action('Transfer')).toHaveText('Transfer (0)');
  await expect(holdings.action('Burn')).toHaveText('Burn (0)');
  await holdings.action('Undelegate').click();
  await expect(holdings.dialog).toContainText('HOLDD: back after 3 days');
  const sent = Date.now();
  await holdings.submit.click();
  await expect(holdings.steps()).toHaveText(['Transaction 1: 2 instances of HOLDD: Confirmed']);
  for (const row of await holdingsChain.instances('HOLDD')) {
    expect(row.delegatedTo?.account).toBe('carol');
    expect(row.delegatedTo?.undelegateAt).toBeGreaterThan(sent + 3 * DAY_MS - 10 * 60_000);
  }
  await holdings.close();
  await expect(holdings.rowCells('HOLDD', 2).nth(4)).toHaveText(/^carol, returning \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  await expect(holdings.action('Undelegate')).toHaveText('Undelegate (0)');
});

test('burning asks for confirmation, then gives the locked tokens back to the owner', async ({ page }) => {
  await holdingsChain.create('bob', 'HOLDB', { count: 2, lockTokens: { BEE: '1.25' } });
  const bee = await chain.balance('bob', 'BEE');
  const holdings = new NftHoldingsPage(page);
  await holdings.open();
  await holdings.selectAll('HOLDB').check();
  await holdings.action('Burn').click();
  await expect(holdings.dialog).toContainText('The tokens locked in them come back to you: 2.5 BEE.');
  await holdings.submit.click();
  await expect(holdings.dialog.getByRole('alert').filter({ hasText: 'Tick the box to confirm that the instances are destroyed' })).toBeVisible();
  await expect(holdings.steps()).toHaveCount(0);
  expect(await holdingsChain.holders('HOLDB')).toEqual({ 1: 'bob', 2: 'bob' });

  await holdings.dialog.getByRole('checkbox', { name: 'I understand that burned instances cannot be recovered' }).check();
  await holdings.submit.click();
  await expect(holdings.steps()).toHaveText(['Transaction 1: 2 instances of HOLDB: Confirmed']);
  expect(await holdingsChain.holders('HOLDB')).toEqual({ 1: 'null', 2: 'null' });
  expect(new BigNumber(await chain.balance('bob', 'BEE')).toFixed(8)).toBe(new BigNumber(bee).plus('2.5').toFixed(8));
  await holdings.close();
  await expect(holdings.row('HOLDB', 1)).toHaveCount(0);
  await expect(holdings.selectAll('HOLDB')).toHaveCount(0);
});

test('more than 50 instances go in two transactions, both confirmed, every instance moved', async ({ page }) => {
  await holdingsChain.create('bob', 'HOLDM', { count: 60 });
  const holdings = new NftHoldingsPage(page);
  await holdings.open();
  await holdings.selectAll('HOLDM').check();
  await expect(holdings.action('Transfer')).toHaveText('Transfer (60)');
  await holdings.action('Transfer').click();
  await holdings.recipient('An account', 'carol');
  await holdings.submit.click();
  await expect(holdings.steps()).toHaveText(['Transaction 1: 50 instances of HOLDM: Confirmed', 'Transaction 2: 10 instances of HOLDM: Confirmed'], { timeout: 30_000 });
  await expect(holdings.progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  const holders = Object.values(await holdingsChain.holders('HOLDM'));
  expect(holders).toHaveLength(60);
  expect(new Set(holders)).toEqual(new Set(['carol']));
});

test('a bad recipient is refused beside the field and nothing is sent; a Keychain cancel stops the batch, which resumes', async ({ page, devnet }) => {
  await holdingsChain.create('bob', 'HOLDF', { count: 2 });
  const holdings = new NftHoldingsPage(page);
  await holdings.open();
  await holdings.selectAll('HOLDF').check();
  await holdings.action('Transfer').click();

  await holdings.recipient('An account', 'bob');
  await holdings.submit.click();
  await expect(holdings.recipientField('Account')).toHaveAccessibleDescription('You already hold these NFTs: choose another account');
  await holdings.recipientField('Account').fill('ab');
  await holdings.submit.click();
  await expect(holdings.recipientField('Account')).toHaveAccessibleDescription(/3/);
  await holdings.recipient('A contract', 'nosuchcontract');
  await holdings.submit.click();
  await expect(holdings.recipientField('Contract')).toHaveAccessibleDescription('No contract named nosuchcontract on the sidechain');
  await expect(holdings.steps()).toHaveCount(0);
  expect(await holdingsChain.holders('HOLDF')).toEqual({ 1: 'bob', 2: 'bob' });

  await devnet.keychain('cancel');
  await holdings.recipient('An account', 'carol');
  await holdings.submit.click();
  await expect(holdings.steps()).toHaveText(['Transaction 1: 2 instances of HOLDF: Failed (Transaction cancelled)']);
  expect(await holdingsChain.holders('HOLDF')).toEqual({ 1: 'bob', 2: 'bob' });
  await expect(holdings.recipientField('Account')).toHaveValue('carol');

  await devnet.keychain('approve');
  await expect(holdings.submit).toHaveText('Send the rest');
  await holdings.submit.click();
  await expect(holdings.steps()).toHaveText(['Transaction 1: 2 instances of HOLDF: Confirmed']);
  expect(await holdingsChain.holders('HOLDF')).toEqual({ 1: 'carol', 2: 'carol' });
});

test('the panel and its dialog fit a 375 px wide screen without serious accessibility violations', async ({ page }) => {
  await holdingsChain.create('bob', 'HOLDS', { count: 2, lockTokens: { BEE: '0.1' } });
  await page.setViewportSize({ width: 375, height: 800 });
  const holdings = new NftHoldingsPage(page);
  await holdings.open();
  await holdings.show('HOLDS');
  await expect(holdings.row('HOLDS', 2)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await holdings.selectAll('HOLDS').check();
  await holdings.action('Burn').click();
  const submit = await holdings.submit.boundingBox();
  expect((submit?.x ?? Infinity) + (submit?.width ?? 0)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
