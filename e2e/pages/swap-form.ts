import { expect, type Locator, type Page } from '@playwright/test';

/** The /swap form, found by role and label. */
export class SwapForm {
  readonly pay: Locator;
  readonly receive: Locator;
  readonly submit: Locator;
  readonly status: Locator;
  readonly details: Locator;
  readonly problem: Locator;

  constructor(readonly page: Page) {
    const form = page.getByRole('form', { name: 'Swap tokens' });
    this.pay = form.getByRole('textbox', { name: 'You pay' });
    this.receive = form.getByRole('textbox', { name: 'You receive' });
    this.submit = form.getByRole('button', { name: 'Swap', exact: true });
    this.status = form.getByRole('status').first();
    this.details = form.getByLabel('Swap details');
    this.problem = form.getByRole('alert');
  }

  async goto(from: string, to: string): Promise<void> {
    await this.page.goto(`/swap?from=${from}&to=${to}`);
    await expect(this.pay).toBeVisible();
  }

  /** A figure of the swap details (`Minimum received`, `Route` …). */
  detail(label: string): Locator {
    return this.details.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** The devnet Keychain emulator's approval dialog (interactive mode). */
  keychainDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Hive Keychain (devnet)' });
  }
}
