import { expect, test } from '../../fixtures';
import { SITE_URL } from '../../fixtures/session';
import { RPC_COOKIES, RpcConfiguration, sidechainNode, SidechainTraffic } from '../../pages/rpc';
import { chain, TradePage } from '../../pages/trade';

test.beforeEach(async ({ devnet }) => {
  await devnet.patchSettings({ announcements: [] });
});

const HOSTILE_NODES = ['javascript:alert(1)', 'data%3Atext%2Fhtml%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'garbage', 'http://evil.example/rpc', 'https://user:pw@evil.example'];

test('hostile saved choices are ignored: requests go to the default node and the site works', async ({ page }) => {
  for (const [index, hostile] of HOSTILE_NODES.entries()) {
    await page.context().clearCookies();
    await page.context().addCookies([
      { name: RPC_COOKIES.sidechain, value: hostile, url: SITE_URL },
      { name: RPC_COOKIES.hive, value: hostile, url: SITE_URL },
      { name: RPC_COOKIES.sidechainId, value: index % 2 ? 'mainnet' : 'ssc-', url: SITE_URL },
    ]);
    const traffic = new SidechainTraffic(page);
    await page.goto('/trade/NOSUCH');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(traffic.nodes()[0]).toBe(0);
    await expect(page.getByText(/testnet/i)).toHaveCount(0);

    const rpc = new RpcConfiguration(page);
    await rpc.open();
    await expect(rpc.nodeOption('sidechain', sidechainNode(0))).toBeChecked();
    await expect(rpc.sidechainAddress).toHaveValue('');
    await expect(rpc.sidechainId).toHaveValue('ssc-mainnet-hive');
  }
});

test('when the chosen node goes down, requests fall over to the next node without a word to the user', async ({ page, devnet }) => {
  const { lowestAsk } = await chain.metric('BEE');
  await page.context().addCookies([{ name: RPC_COOKIES.sidechain, value: sidechainNode(8), url: SITE_URL }]);
  await devnet.fault('sidechain', 8, 'down');
  const traffic = new SidechainTraffic(page);
  const trade = new TradePage(page);
  await page.goto('/trade/BEE');
  await expect(page.getByRole('heading', { level: 1, name: 'BEE / SWAP.HIVE' })).toBeVisible();
  await expect(trade.levelPrices('sell').first()).toHaveAccessibleName(`Use price ${lowestAsk}`);
  // The chosen node first, then the node after it in the list: past the last, the first.
  expect(traffic.nodes()[0]).toBe(8);
  expect(new Set(traffic.nodes())).toEqual(new Set([8, 0]));
  await expect(page.getByRole('alert').filter({ hasText: /error|unavailable|could not|failed/i })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /could not/ })).toHaveCount(0);
});
