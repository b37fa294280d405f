import { expect, test } from '../../fixtures';
import { Chrome } from '../../pages/chrome';

test('the footer links support, developer and offering pages, the community and the year', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  const footer = chrome.footer;
  const section = (name: string) => footer.getByRole('region', { name });

  await expect(section('Support').getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expect(section('Support').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(section('Developers').getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', 'https://hive-engine.github.io/engine-docs/');
  // The devnet's runtime config names its own block explorer.
  await expect(section('Developers').getByRole('link', { name: 'Block explorer' })).toHaveAttribute('href', 'http://localhost:3900/explorer');
  for (const [name, href] of [
    ['Outposts', '/outposts'],
    ['SMT', '/smt'],
    ['Pack Manager', '/packmanager'],
  ]) {
    await expect(section('Offerings').getByRole('link', { name })).toHaveAttribute('href', href);
  }
  for (const name of ['Support Center', 'Documentation', 'Block explorer', 'Discord', 'Github']) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Tribaldex`);
});

test('a footer link navigates inside the site', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.footer.getByRole('link', { name: 'Pack Manager' }).click();
  await expect(page).toHaveURL('/packmanager');
});

test('the outside addresses come from /config.json, so a deployment changes them without a rebuild', async ({ page }) => {
  const links = { supportCenter: 'https://help.example.org/', discord: 'https://chat.example.org/devnet' };
  await page.route('/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, links } });
  });
  const footer = new Chrome(page).footer;
  await page.goto('/');
  await expect(footer.getByRole('link', { name: 'Support Center' })).toHaveAttribute('href', links.supportCenter);
  await expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', links.discord);
  // Addresses the config leaves out keep their defaults.
  await expect(footer.getByRole('link', { name: 'Github' })).toHaveAttribute('href', 'https://github.com/hive-engine');
});
