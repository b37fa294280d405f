import { expect, test } from '../../fixtures';
import { SITE_URL } from '../../fixtures/session';
import { RPC_COOKIES, RpcConfiguration, sidechainNode, SidechainTraffic } from '../../pages/rpc';
import { Site } from '../../pages/site';

const HOSTILE_NODE = 'https://hostile-node.example/rpc';

test.beforeEach(async ({ devnet }) => {
  await devnet.patchSettings({ announcements: [] });
});

test('a hostile node in a cookie is not used: the site keeps its own nodes, names the address, and uses it only once the user confirms the risk', async ({ page }) => {
  // The "hostile" node answers as the devnet's node 0 would; every request it gets is counted.
  const hostileRequests: string[] = [];
  await page.route('https://hostile-node.example/**', async (route) => {
    hostileRequests.push(route.request().url());
    const path = new URL(route.request().url()).pathname.replace(/^\/rpc/, '');
    await route.fulfill({ response: await route.fetch({ url: `${sidechainNode(0)}${path}` }) });
  });
  await page.context().addCookies([{ name: RPC_COOKIES.sidechain, value: encodeURIComponent(HOSTILE_NODE), url: SITE_URL }]);
  const traffic = new SidechainTraffic(page);

  await page.goto('/trade/BEE');
  await expect(page.getByRole('heading', { name: 'BEE / SWAP.HIVE' })).toBeVisible();
  const site = new Site(page);
  const notice = site.toast(`The saved sidechain node ${HOSTILE_NODE} is not used`);
  await expect(notice).toBeVisible();
  expect(traffic.nodes()[0]).toBe(0);
  expect(hostileRequests).toEqual([]);

  // The notice opens RPC Configuration with the address typed in, not chosen, and refused until confirmed.
  await notice.getByRole('button', { name: 'Open' }).click();
  const rpc = new RpcConfiguration(page);
  await expect(rpc.dialog).toBeVisible();
  await expect(rpc.nodeOption('sidechain', sidechainNode(0))).toBeChecked();
  await expect(rpc.sidechainAddress).toHaveValue(HOSTILE_NODE);
  await rpc.sidechainNodes.getByRole('radio', { name: 'Another https address' }).check();
  await rpc.save();
  await expect(rpc.dialog.getByText('Confirm that you trust this node before using it')).toBeVisible();
  expect(hostileRequests).toEqual([]);

  await rpc.trust('sidechain').check();
  await rpc.save();
  await expect(rpc.dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'BEE / SWAP.HIVE' })).toBeVisible();
  await expect.poll(() => hostileRequests.length).toBeGreaterThan(0);
  await expect(site.toast('is not used')).toHaveCount(0);
  // The page keeps polling through the route; requests still in flight end with the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
