import { expect, test } from '../../fixtures';
import { RPC_COOKIES, RpcConfiguration, sidechainNode, SidechainTraffic } from '../../pages/rpc';

const DAY_S = 86_400;

// No announcement toast over the bottom-right corner where the button sits.
test.beforeEach(async ({ devnet }) => {
  await devnet.patchSettings({ announcements: [] });
});

test('the modal lists every node with its latency and block height, and unreachable ones as such', async ({ page, devnet }) => {
  await devnet.fault('sidechain', 2, 'down');
  const rpc = new RpcConfiguration(page);
  await page.goto('/');
  await rpc.open();
  await rpc.probesDone();
  await expect(rpc.sidechainNodes.getByRole('radio')).toHaveCount(10);
  await expect(rpc.hiveNodes.getByRole('radio')).toHaveCount(8);
  await expect(rpc.nodeOption('sidechain', sidechainNode(0))).toBeChecked();
  await expect(rpc.nodeOption('sidechain', sidechainNode(0))).toHaveAccessibleName(/\d+ ms · block [\d,]+$/);
  await expect(rpc.nodeOption('sidechain', sidechainNode(2))).toHaveAccessibleName(/unreachable$/);
  await expect(rpc.hiveNodes.getByText(/\d+ ms · block [\d,]+/)).toHaveCount(7);
});

test('choosing another sidechain node saves it for 365 days and the next sidechain requests go to it', async ({ page }) => {
  const rpc = new RpcConfiguration(page);
  const traffic = new SidechainTraffic(page);
  await page.goto('/');
  await rpc.open();
  await rpc.nodeOption('sidechain', sidechainNode(3)).check();
  await rpc.probesDone();
  traffic.clear();
  await rpc.save();
  await expect(rpc.dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'RPC configuration saved' })).toBeVisible();

  const cookie = (await page.context().cookies()).find((c) => c.name === RPC_COOKIES.sidechain);
  expect(decodeURIComponent(cookie!.value)).toBe(sidechainNode(3));
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 364 * DAY_S);
  expect(cookie!.expires).toBeLessThan(Date.now() / 1000 + 366 * DAY_S);

  await page.getByRole('banner').getByRole('link', { name: 'Trade', exact: true }).click();
  await expect.poll(() => traffic.nodes().length).toBeGreaterThan(0);
  expect(new Set(traffic.nodes())).toEqual(new Set([3]));

  traffic.clear();
  await page.goto('/trade/NOSUCH');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect(new Set(traffic.nodes())).toEqual(new Set([3]));
});

test('a typed https address is accepted once its risk is confirmed; http and garbage are refused with a message and nothing is saved', async ({ page }) => {
  const rpc = new RpcConfiguration(page);
  await page.goto('/');
  await rpc.open();

  await rpc.sidechainAddress.fill('http://evil.example/rpc');
  await rpc.save();
  await expect(rpc.dialog.getByText('Only https addresses can be used')).toBeVisible();
  await rpc.hiveAddress.fill('not an address');
  await rpc.save();
  await expect(rpc.dialog.getByText('Enter a full address, like https://node.example.com')).toBeVisible();
  await rpc.sidechainId.fill('mainnet');
  await rpc.save();
  await expect(rpc.dialog.getByText(/sidechain id must start with ssc-/)).toBeVisible();
  await expect(rpc.dialog).toBeVisible();
  expect(await rpc.cookie(RPC_COOKIES.sidechain)).toBeUndefined();
  expect(await rpc.cookie(RPC_COOKIES.hive)).toBeUndefined();
  expect(await rpc.cookie(RPC_COOKIES.sidechainId)).toBeUndefined();

  await rpc.sidechainAddress.fill('https://engine.example/rpc');
  await rpc.nodeOption('hive', 'http://localhost:3900/hive/1').check();
  await rpc.sidechainId.fill('ssc-mainnet-hive');
  await rpc.save();
  // A typed address is used only once the user confirms the risk.
  await expect(rpc.dialog.getByText('Confirm that you trust this node before using it')).toBeVisible();
  expect(await rpc.cookie(RPC_COOKIES.sidechain)).toBeUndefined();
  await rpc.trust('sidechain').check();
  await rpc.save();
  await expect(rpc.dialog).toBeHidden();
  expect(decodeURIComponent((await rpc.cookie(RPC_COOKIES.sidechain))!)).toBe('https://engine.example/rpc');
  expect(decodeURIComponent((await rpc.cookie(RPC_COOKIES.hive))!)).toBe('http://localhost:3900/hive/1');

  await rpc.open();
  await expect(rpc.sidechainAddress).toHaveValue('https://engine.example/rpc');
  await rpc.dialog.getByRole('button', { name: 'Restore defaults' }).click();
  await expect(rpc.dialog).toBeHidden();
  expect(await rpc.cookie(RPC_COOKIES.sidechain)).toBeUndefined();
  expect(await rpc.cookie(RPC_COOKIES.hive)).toBeUndefined();
});
