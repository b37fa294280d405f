import { expect, type Locator, type Page } from '@playwright/test';
import type { Balance } from '@tdx/contracts';
import { DEVNET_URL } from '../fixtures/devnet-control';
import { chain } from './trade';

export { chain };

/** The /wallet balances page and its row action dialogs, found by role and label. */
export class WalletPage {
  constructor(readonly page: Page) {}

  /** Opens /wallet with the seeded announcements marked as seen: their persistent toasts cover dialog buttons. */
  async goto(account: string): Promise<void> {
    const settings = (await (await fetch(`${DEVNET_URL}/api/settings`)).json()) as { announcements?: { id: unknown }[] };
    const ids = (settings.announcements ?? []).map((announcement) => String(announcement.id));
    await this.page.addInitScript((shown) => localStorage.setItem('announcements-shown', JSON.stringify(shown)), ids);
    await this.page.goto('/wallet');
    await expect(this.page.getByRole('heading', { name: `Wallet of ${account}` })).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Token balances' });
  }

  get total(): Locator {
    return this.page.getByTestId('wallet-total');
  }

  /** The table row of a token (only rendered rows: the table is virtualised). */
  row(symbol: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.locator(`[data-testid="balance-row"][data-symbol="${symbol}"]`) });
  }

  get search(): Locator {
    return this.page.getByLabel('Search tokens');
  }

  toggle(name: 'Hide small balances' | 'Value includes stake'): Locator {
    return this.page.getByRole('switch', { name }).or(this.page.getByRole('checkbox', { name }));
  }

  /** The line above the table while a filter hides some rows. */
  get filterNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'a filter is active' });
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  /** Opens a row's action menu and picks `action`; returns the dialog. */
  async open(symbol: string, action: string, dialogTitle: string | RegExp): Promise<Locator> {
    await this.searchFor(symbol);
    await this.row(symbol).getByRole('button', { name: `Actions for ${symbol}` }).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The dialog's message beside its submit button (chain error, cancel, fee). */
  problem(dialog: Locator): Locator {
    return dialog.getByRole('alert');
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}

type BalanceAmounts = Omit<Balance, '_id' | 'account' | 'symbol'>;

/** One balance row of the devnet chain (zeros when the account never held the token). */
export async function balanceOf(account: string, symbol: string): Promise<BalanceAmounts> {
  const [row] = await chain.find<BalanceAmounts>('tokens', 'balances', { account, symbol });
  return row ?? { balance: '0', stake: '0', pendingUnstake: '0', delegationsIn: '0', delegationsOut: '0', pendingUndelegations: '0' };
}
