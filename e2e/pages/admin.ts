import { expect, type Locator, type Page } from '@playwright/test';
import { DEVNET_URL } from '../fixtures/devnet-control';

export type TokenList = 'Deprecated tokens' | 'Disabled tokens';

/** The settings the main API serves now (what every page reads on its next refresh). */
export async function siteSettings(): Promise<Record<string, unknown> & { maintenance: boolean; announcements: Array<{ id: string; title: string; message: string }>; deprecated_tokens: string[]; disabled_tokens: string[]; nodes: string[] }> {
  const response = await fetch(`${DEVNET_URL}/api/settings`);
  if (!response.ok) throw new Error(`GET /api/settings answered ${response.status}`);
  return response.json();
}

/** `/admin`, the site settings, found by role and label. */
export class AdminPage {
  constructor(readonly page: Page) {}

  /** Opens /admin with the current announcements marked as seen (their persistent toasts would cover dialog buttons). */
  async open(): Promise<void> {
    const ids = (await siteSettings()).announcements.map((announcement) => announcement.id);
    await this.page.addInitScript((shown) => localStorage.setItem('announcements-shown', JSON.stringify(shown)), ids);
    await this.page.goto('/admin');
    await expect(this.heading).toBeVisible();
  }

  async dismissToast(text: string): Promise<void> {
    const toast = this.page.getByRole('alert').filter({ hasText: text });
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toBeHidden();
  }

  get heading() {
    return this.page.getByRole('heading', { name: 'Site settings', level: 1 });
  }

  region(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  get maintenance() {
    return this.region('Maintenance mode');
  }

  get announcements() {
    return this.region('Announcements');
  }

  get nodes() {
    return this.region('Sidechain nodes');
  }

  /** Asks before unsaved changes are left behind (links, Back, Logout). */
  get leaveDialog() {
    return this.page.getByRole('dialog', { name: 'Leave without saving?' });
  }

  get confirmMaintenanceDialog() {
    return this.page.getByRole('dialog', { name: 'Turn maintenance mode on?' });
  }

  get saveButton() {
    return this.page.getByRole('button', { name: 'Save settings' });
  }

  get saveStatus() {
    return this.page.getByRole('status').filter({ hasText: /unsaved changes|Saving…/i });
  }

  async turnMaintenanceOn(): Promise<void> {
    await this.maintenance.getByRole('button', { name: 'Turn maintenance on' }).click();
    await expect(this.confirmMaintenanceDialog).toContainText('sends visitors to the maintenance page');
    await this.confirmMaintenanceDialog.getByRole('button', { name: 'Turn maintenance on' }).click();
    await expect(this.maintenance).toContainText('Maintenance mode is on');
  }

  async turnMaintenanceOff(): Promise<void> {
    await this.maintenance.getByRole('button', { name: 'Turn maintenance off' }).click();
    await expect(this.maintenance).toContainText('Maintenance mode is off');
  }

  async addSymbol(list: TokenList, symbol: string): Promise<void> {
    const region = this.region(list);
    await region.getByRole('textbox', { name: /^Add a/ }).fill(symbol);
    await region.getByRole('button', { name: 'Add', exact: true }).click();
  }

  async removeSymbol(list: TokenList, symbol: string): Promise<void> {
    await this.region(list).getByRole('button', { name: `Remove ${symbol}` }).click();
  }

  async addNode(address: string): Promise<void> {
    await this.nodes.getByRole('textbox', { name: 'Add a node address' }).fill(address);
    await this.nodes.getByRole('button', { name: 'Add', exact: true }).click();
  }

  async writeAnnouncement(opener: Locator, title: string, message: string, confirm: 'Add' | 'Apply'): Promise<void> {
    await opener.click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async addAnnouncement(title: string, message: string): Promise<void> {
    await this.writeAnnouncement(this.announcements.getByRole('button', { name: 'Add announcement' }), title, message, 'Add');
  }

  async editAnnouncement(currentTitle: string, title: string, message: string): Promise<void> {
    await this.writeAnnouncement(this.announcements.getByRole('button', { name: `Edit announcement ${currentTitle}` }), title, message, 'Apply');
  }

  async removeAnnouncement(title: string): Promise<void> {
    await this.announcements.getByRole('button', { name: `Remove announcement ${title}` }).click();
  }

  async save(): Promise<void> {
    await this.saveButton.click();
    await expect(this.page.getByText('No unsaved changes')).toBeVisible();
  }
}
