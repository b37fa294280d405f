import { expect, type Locator, type Page } from '@playwright/test';
import { figure, openTokenPage } from './contracts-tokens';

/** /tokens/manage and its issuer dialogs, found by role and label. */
export class TokenManagePage {
  constructor(readonly page: Page) {}

  open(symbol?: string): Promise<void> {
    return openTokenPage(this.page, symbol ? `/tokens/manage?symbol=${encodeURIComponent(symbol)}` : '/tokens/manage', 'Manage your tokens');
  }

  get picker(): Locator {
    return this.page.getByRole('combobox', { name: 'Token to manage' });
  }

  async pick(symbol: string): Promise<void> {
    await this.picker.click();
    await this.page.getByRole('option', { name: new RegExp(`^${symbol} · `) }).click();
  }

  /** The chosen token's heading (`SYMBOL · name`). */
  tokenHeading(symbol: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: new RegExp(`^${symbol} · `) });
  }

  figure(symbol: string, term: string): Locator {
    return figure(this.page.locator(`dl[aria-label="${symbol} figures"]`), term);
  }

  action(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Clicks an issuer action and gives its dialog. */
  async openAction(name: string, dialogTitle: string): Promise<Locator> {
    await this.action(name).click();
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('#toasts').getByRole('alert').filter({ hasText: text });
  }
}

/** /tokens/list. */
export class UserTokensPage {
  constructor(readonly page: Page) {}

  open(): Promise<void> {
    return openTokenPage(this.page, '/tokens/list', 'Your tokens');
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Tokens you issue' });
  }

  row(symbol: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name: `Manage ${symbol}`, exact: true }) });
  }
}
