import { siteSettings } from '../../pages/admin';
import { expect, test } from './fixtures';

test('a token alice disables is not found at /trade for other visitors; deprecated edits are saved', async ({ admin, visitor }) => {

  await admin.addSymbol('Disabled tokens', 'beed');
  await expect(admin.region('Disabled tokens').getByText(/Use 1–10 upper-case letters/)).toBeVisible();
  await admin.addSymbol('Disabled tokens', 'BEED');
  await admin.addSymbol('Deprecated tokens', 'NOSUCHTKN');
  await expect(admin.region('Deprecated tokens').getByText('not found on the chain: check the symbol')).toBeVisible();
  await admin.removeSymbol('Deprecated tokens', 'OLDCOIN');
  await expect(admin.saveStatus).toHaveText('Unsaved changes: deprecated tokens, disabled tokens');
  await admin.save();

  const settings = await siteSettings();
  expect(settings.disabled_tokens).toEqual(['SCAMCOIN', 'RUGPULL', 'BEED']);
  expect(settings.deprecated_tokens).toEqual(['LEGACYX', 'NOSUCHTKN']);

  await visitor.goto('/trade/BEED');
  await expect(visitor.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
});

test('an invalid node address or sidechain id gets a message next to it and nothing is sent', async ({ page, admin }) => {
  const before = await siteSettings();

  await admin.addNode('ftp://node.example/rpc');
  await expect(admin.nodes.getByText(/Enter a full http:\/\/ or https:\/\/ address/)).toBeVisible();
  await expect(admin.nodes.getByRole('listitem').filter({ hasText: 'ftp://node.example/rpc' })).toHaveCount(0);

  const sidechainId = admin.nodes.getByRole('textbox', { name: 'Sidechain id' });
  await sidechainId.fill('mainnet-hive');
  await expect(admin.nodes.getByText('The sidechain id starts with "ssc-", e.g. ssc-mainnet-hive')).toBeVisible();
  await admin.saveButton.click();
  await expect(page.getByText('Fix the marked fields before saving. Nothing was sent.')).toBeVisible();
  expect(await siteSettings()).toEqual(before);

  await sidechainId.fill(before.sidechain_id as string);
  await admin.addNode('https://node.example.com/rpc');
  await admin.nodes.getByRole('button', { name: 'Move https://node.example.com/rpc up' }).click();
  await admin.save();
  const nodes = (await siteSettings()).nodes;
  expect(nodes.at(-2)).toBe('https://node.example.com/rpc');
  expect(nodes).toHaveLength(before.nodes.length + 1);
});

test('leaving with unsaved changes asks first, and staying keeps them', async ({ page, admin }) => {
  await admin.addSymbol('Disabled tokens', 'BEED');

  const { leaveDialog } = admin;
  await page.getByRole('banner').getByRole('link', { name: 'Trade', exact: true }).click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(admin.region('Disabled tokens').getByText('BEED')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Trade', exact: true }).click();
  await leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL('/trade/BEE');
  expect((await siteSettings()).disabled_tokens).not.toContain('BEED');
});
