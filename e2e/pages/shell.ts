import { expect, type Page } from '@playwright/test';

/** The shell's header, login modal and toasts, found by role and label. */
export class Shell {
  constructor(readonly page: Page) {}

  get header() {
    return this.page.getByRole('banner');
  }

  get loginButton() {
    return this.header.getByRole('button', { name: 'Login', exact: true });
  }

  get loginDialog() {
    return this.page.getByRole('dialog', { name: 'Login' });
  }

  get usernameField() {
    return this.loginDialog.getByLabel('Username');
  }

  get submitLogin() {
    return this.loginDialog.getByRole('button', { name: 'Login' });
  }

  get installKeychainDialog() {
    return this.page.getByRole('dialog').filter({ hasText: 'You need Hive Keychain installed to use the website.' });
  }

  userMenuButton(username: string) {
    return this.header.getByRole('button', { name: new RegExp(username) });
  }

  toast(text: string | RegExp) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async openLogin(): Promise<void> {
    await this.loginButton.click();
    await expect(this.loginDialog).toBeVisible();
  }

  async logInWithModal(username: string): Promise<void> {
    await this.usernameField.fill(username);
    await this.submitLogin.click();
  }

  async expectSignedIn(username: string): Promise<void> {
    await expect(this.userMenuButton(username)).toBeVisible();
  }
}
