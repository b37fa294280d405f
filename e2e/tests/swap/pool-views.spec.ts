import { expect, test } from '../../fixtures';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { chain, SwapPage } from '../../pages/swap';

test('/pools lists every seeded pool and sorts by a column', async ({ page }) => {
  const swap = new SwapPage(page);
  const seeded = await chain.find<{ tokenPair: string }>('marketpools', 'pools', {});
  await swap.open('/pools', 'Liquidity pools');
  const table = swap.table('Liquidity pools');
  await expect(table).toHaveAttribute('aria-rowcount', String(seeded.length + 1));
  // Sorted by liquidity: the 400,000-HIVE SWAP.HIVE:BEE pool first
  await expect(swap.bodyRows(table).first()).toContainText('SWAP.HIVE / BEE');
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Pair' }).click();
  await page.getByRole('button', { name: 'Sort order: descending' }).click();
  const first = [...seeded.map((pool) => pool.tokenPair)].sort()[0];
  await expect(swap.bodyRows(table).first()).toContainText(first.replace(':', ' / '));
  await page.getByRole('textbox', { name: 'Search by symbol' }).fill('honey');
  await expect(swap.bodyRows(table)).toHaveCount(seeded.filter((pool) => pool.tokenPair.includes('HONEY')).length);
  await expectNoSeriousA11yViolations(page);
});

test('a pool row leads to its liquidity views', async ({ page }) => {
  const swap = new SwapPage(page);
  await swap.open('/pools', 'Liquidity pools');
  await swap.page.getByRole('textbox', { name: 'Search by symbol' }).fill('GAMER');
  await page.getByRole('button', { name: 'Actions for SWAP.HIVE / GAMER' }).click();
  await page.getByRole('menuitem', { name: 'Add liquidity' }).click();
  await expect(swap.heading('Add liquidity')).toBeVisible();
  await expect(swap.amount('GAMER')).toBeVisible();
});

test('positions shows the user’s positions and the reward pools of their pairs', async ({ page, logIn }) => {
  await logIn('bob');
  const swap = new SwapPage(page);
  const own = await chain.find<{ tokenPair: string }>('marketpools', 'liquidityPositions', { account: 'bob' });
  await swap.open('/pools/positions', 'Your liquidity positions');
  const table = swap.table('Your liquidity positions');
  await expect(swap.bodyRows(table)).toHaveCount(own.length);
  for (const { tokenPair } of own) await expect(table).toContainText(tokenPair.replace(':', ' / '));
  const rewards = page.getByRole('region', { name: 'Reward pools' });
  await expect(rewards).toContainText('500 HONEY every 24 hours, shared by 5 winners');
  await expect(rewards).toContainText('1000 GAMER every 12 hours, shared by 3 winners drawn among the pool\'s liquidity providers · paused');
  await expectNoSeriousA11yViolations(page);
});

test('transactions lists the seeded pool history, newest first, and loads more', async ({ page, logIn }) => {
  await logIn('bob');
  const swap = new SwapPage(page);
  await swap.open('/pools/transactions', 'Your pool transactions');
  const table = swap.table('Your pool transactions');
  await expect(swap.bodyRows(table).first()).toContainText(/Swap|Add liquidity|Remove liquidity/);
  await expect(swap.bodyRows(table).first().getByRole('link')).toHaveAttribute('href', /\/tx\/[0-9a-f]{40}$/);
  const firstPage = Number(await table.getAttribute('aria-rowcount'));
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText('That is the whole history.')).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', String(40 + 1));
  expect(firstPage).toBeLessThan(41);
  await expectNoSeriousA11yViolations(page);
});

test('a new deposit shows first in the transactions', async ({ page, logIn }) => {
  await logIn('bob');
  const swap = new SwapPage(page);
  await swap.openLiquidity('add', 'SWAP.HIVE:BEE');
  await swap.amount('SWAP.HIVE').fill('2');
  await swap.submit('Add liquidity').click();
  await expect(swap.message('Liquidity added')).toBeVisible();
  await swap.open('/pools/transactions', 'Your pool transactions');
  await expect(swap.bodyRows(swap.table('Your pool transactions')).first()).toContainText('Deposited 2.00000000 SWAP.HIVE and 8.00000000 BEE');
});

for (const [from, heading] of [
  ['/dieselpools/add', 'Add liquidity'],
  ['/dieselpools/remove', 'Remove liquidity'],
  ['/dieselpools/create', 'Create a pool'],
  ['/dieselpools/pools', 'Liquidity pools'],
] as const) {
  test(`${from} lands on the ${heading} view`, async ({ page }) => {
    const swap = new SwapPage(page);
    await swap.open(from, heading);
  });
}

test('the tabs switch between the swap form and the liquidity views', async ({ page }) => {
  const swap = new SwapPage(page);
  await swap.open('/swap?action=remove', 'Remove liquidity');
  await expect(swap.tab('Remove')).toHaveAttribute('aria-selected', 'true');
  await swap.tab('Create').click();
  await expect(swap.heading('Create a pool')).toBeVisible();
  await expect(page).toHaveURL(/\/swap\?action=create$/);
  await swap.tab('Swap').click();
  await expect(swap.heading('Swap')).toBeVisible();
});
