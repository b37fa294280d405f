import { expect, test } from '../../fixtures';
import { RpcConfiguration, sidechainNode } from '../../pages/rpc';
import { TokenListPage } from '../../pages/contracts-token-list';

const SETTINGS_PROBLEM = "The site's settings could not be read";

test('malformed settings fields are dropped one by one: the site stays up, out of maintenance, with the well-formed entries', async ({ page, devnet }) => {
  await devnet.patchSettings({
    // A string is truthy: taken as it came, it would put the whole site in maintenance.
    maintenance: 'no',
    disabled_tokens: ['SCAMCOIN', 42, { symbol: 'RUGPULL' }],
    nodes: [sidechainNode(8), null, 17],
    announcements: [{ id: 'still-here', title: 'Kept', message: 'A well-formed announcement' }, { title: 42 }, 'text'],
  });
  const tokens = new TokenListPage(page);
  await tokens.goto();
  await expect(tokens.table).toBeVisible();
  await expect(page).toHaveURL(/\/tokens$/);
  await tokens.search.fill('SCAMCOIN');
  await expect(tokens.table).toContainText('No token has a symbol or name containing');
  await expect(page.getByRole('status').filter({ hasText: SETTINGS_PROBLEM })).toHaveCount(0);

  const rpc = new RpcConfiguration(page);
  await rpc.open();
  await expect(rpc.nodeOption('sidechain', sidechainNode(8))).toBeVisible();
});

test('a settings answer that is not an object leaves the site usable and says what is missing', async ({ page, devnet }) => {
  const tokens = new TokenListPage(page);
  await tokens.goto();
  await devnet.fault('api', 0, 'malformed');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: SETTINGS_PROBLEM })).toContainText('announcements are missing');
  await expect(tokens.table).toBeVisible();
  await tokens.search.fill('BEE');
  await expect(tokens.row('BEE')).toBeVisible();
});
