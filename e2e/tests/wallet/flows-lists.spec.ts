import { expect, test } from '../../fixtures';
import { chain, services, WalletFlows } from '../../pages/wallet-flows';

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

const sellOrder = (price: string) => ({ contractName: 'market', contractAction: 'sell', contractPayload: { symbol: 'BEE', quantity: '0.1', price } });
const bobSells = (price: string) => chain.find<{ txId: string }>('market', 'sellBook', { account: 'bob', symbol: 'BEE', price });

test('open orders are cancelled one at a time or several in one broadcast', async ({ page }) => {
  await chain.broadcast('bob', sellOrder('97.00000000'));
  await chain.broadcast('bob', sellOrder('98.00000000'));
  await chain.broadcast('bob', sellOrder('99.00000000'));
  await expect.poll(async () => (await bobSells('99.00000000')).length).toBe(1);
  const flows = new WalletFlows(page);
  await page.goto('/wallet/open-orders');
  const table = flows.table('Open orders');
  const orderRow = (price: string) => flows.rows(table).filter({ hasText: price });
  // Newest first: the order placed last is on top.
  await expect(flows.rows(table).first()).toContainText('99.00000000');

  await orderRow('99.00000000').getByRole('button', { name: /^Cancel Sell BEE order/ }).click();
  await expect(flows.toast('Order cancelled')).toBeVisible({ timeout: 20_000 });
  await expect(orderRow('99.00000000')).toHaveCount(0);
  expect(await bobSells('99.00000000')).toEqual([]);

  await orderRow('98.00000000').getByRole('checkbox').check();
  await orderRow('97.00000000').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Cancel selected (2)' }).click();
  await expect(flows.toast('2 orders cancelled')).toBeVisible({ timeout: 20_000 });
  await expect(orderRow('98.00000000')).toHaveCount(0);
  await expect(orderRow('97.00000000')).toHaveCount(0);
  expect(await bobSells('98.00000000')).toEqual([]);
  expect(await bobSells('97.00000000')).toEqual([]);
});

test("conversion history lists the bridge's deposits and withdrawals and pages through them", async ({ page }) => {
  const withdrawals = Array.from({ length: 10 }, () => ({
    contractName: 'tokens',
    contractAction: 'transfer',
    contractPayload: { symbol: 'SWAP.BTC', to: 'graphene-swap', quantity: '0.0001', memo: 'BTC bc1qe2ebobpaging000000000000000000000' },
  }));
  await chain.broadcast('bob', withdrawals);
  const flows = new WalletFlows(page);
  await page.goto('/wallet/conversion-history');
  const deposits = flows.table('Deposits');
  await expect(deposits).toContainText('DOGE → SWAP.DOGE');
  await expect(deposits.getByRole('link', { name: /^Paid out transaction/ })).toHaveAttribute('href', /\/explorer\/tx\//);

  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  const table = flows.table('Withdrawals');
  await expect(page.getByText('1–10 of 11')).toBeVisible();
  await expect(flows.rows(table).first()).toContainText('bc1qe2ebobpaging');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('11–11 of 11')).toBeVisible();
  await expect(table).toContainText('SWAP.BTC → BTC');
  await expect(table.getByRole('link', { name: /^Paid out transaction .* on the BTC explorer/ })).toHaveAttribute('href', /^https:\/\/blockchair\.com\/bitcoin\/transaction\//);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test("a token's history shows the newest operation first, loads more, and opens the details", async ({ page }) => {
  const transfers = (from: number) =>
    Array.from({ length: 18 }, (_, i) => ({
      contractName: 'tokens',
      contractAction: 'transfer',
      contractPayload: { symbol: 'BEE', to: 'alice', quantity: '0.001', memo: `e2e history ${from + i}` },
    }));
  await chain.broadcast('bob', transfers(0));
  await chain.broadcast('bob', transfers(18));
  const [newest] = await services.accountHistory({ account: 'bob', symbol: 'BEE', limit: '1' });
  const flows = new WalletFlows(page);
  await page.goto('/history/BEE');
  const table = flows.table('BEE history');
  await expect(table).toHaveAttribute('aria-rowcount', '31');
  await expect(flows.rows(table).first()).toContainText('Transfer');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(table).not.toHaveAttribute('aria-rowcount', '31');

  await flows.rows(table).first().getByRole('button', { name: /^Details of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await expect(dialog.getByRole('link', { name: newest.transactionId })).toHaveAttribute('href', `http://localhost:3900/explorer/tx/${newest.transactionId}`);
  await expect(dialog.getByRole('link', { name: String(newest.blockNumber), exact: true })).toHaveAttribute('href', `http://localhost:3900/explorer/b/${newest.blockNumber}`);
  await expect(dialog).toContainText(/e2e history (1[89]|2\d|3[0-5])/);
});

test('an unknown token symbol gets a clear message', async ({ page }) => {
  await page.goto('/history/NOSUCHTOKN');
  await expect(page.getByText('There is no token NOSUCHTOKN on the sidechain.')).toBeVisible();
});
