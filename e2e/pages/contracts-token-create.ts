import type { Locator, Page } from '@playwright/test';
import { figure, openTokenPage } from './contracts-tokens';

export type CreateField = 'Name' | 'Symbol' | 'Precision (decimals)' | 'Max supply' | 'Website (optional)' | 'Icon URL (optional)' | 'Description (optional)';

/** /tokens/create, found by role and label. */
export class TokenCreatePage {
  constructor(readonly page: Page) {}

  open(): Promise<void> {
    return openTokenPage(this.page, '/tokens/create', 'Create a token');
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Create a token' });
  }

  field(label: CreateField): Locator {
    return this.form.getByRole('textbox', { name: label });
  }

  async fill(fields: Partial<Record<CreateField, string>>): Promise<void> {
    for (const [label, value] of Object.entries(fields)) await this.field(label as CreateField).fill(value);
  }

  get submit(): Locator {
    return this.form.getByRole('button', { name: 'Create token' });
  }

  get preview(): Locator {
    return this.page.getByRole('region', { name: 'Preview' });
  }

  previewFigure(term: string): Locator {
    return figure(this.preview, term);
  }

  /** A message of the form: a refusal, the fee, Keychain's or the chain's answer. */
  message(text: string | RegExp): Locator {
    return this.form.getByRole('alert').filter({ hasText: text });
  }
}
