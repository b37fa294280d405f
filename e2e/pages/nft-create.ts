import { expect, type Locator, type Page } from '@playwright/test';
import { markAnnouncementsSeen } from '../fixtures/announcements';

export type NftCreateField =
  | 'Name'
  | 'Symbol'
  | 'Organisation (optional)'
  | 'Product (optional)'
  | 'Website (optional)'
  | 'Max supply (optional)'
  | 'Issuing accounts'
  | 'Issuing contracts (optional)';

/** /nfts/create, found by role and label. */
export class NftCreatePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await markAnnouncementsSeen(this.page);
    await this.page.goto('/nfts/create');
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1, name: 'Create an NFT' })).toBeVisible();
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Create an NFT' });
  }

  field(label: NftCreateField): Locator {
    return this.form.getByRole('textbox', { name: label });
  }

  async fill(fields: Partial<Record<NftCreateField, string>>): Promise<void> {
    for (const [label, value] of Object.entries(fields)) await this.field(label as NftCreateField).fill(value);
  }

  get submit(): Locator {
    return this.form.getByRole('button', { name: 'Create NFT' });
  }

  get preview(): Locator {
    return this.page.getByRole('region', { name: 'Preview' });
  }

  /** A message of the form: a refusal, the fee, Keychain's or the chain's answer. */
  message(text: string | RegExp): Locator {
    return this.form.getByRole('alert').filter({ hasText: text });
  }
}
