import { type Locator, type Page } from '@playwright/test';
import { DEVNET_URL } from '../fixtures/devnet-control';
import { chain } from './trade';

export { chain };

/** The wallet's open-orders, pending-withdrawals, conversion and token-history pages. */
export class WalletFlows {
  constructor(readonly page: Page) {}

  /** Marks the site's announcements as seen: their persistent toasts would cover buttons. */
  async skipAnnouncements(): Promise<void> {
    const settings = (await (await fetch(`${DEVNET_URL}/api/settings`)).json()) as { announcements: { id: string }[] };
    const ids = settings.announcements.map((announcement) => announcement.id);
    await this.page.addInitScript((shown) => localStorage.setItem('announcements-shown', JSON.stringify(shown)), ids);
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  table(name: string): Locator {
    return this.page.getByRole('table', { name });
  }

  /** Rendered body rows of a (virtualised) table. */
  rows(table: Locator): Locator {
    return table.locator('tbody tr[aria-rowindex]');
  }
}

/** Reads of the devnet's REST services, to compare what the pages show with what the services hold. */
export const services = {
  async accountHistory(params: Record<string, string>): Promise<{ transactionId: string; blockNumber: number; operation: string }[]> {
    const response = await fetch(`${DEVNET_URL}/history/accountHistory?${new URLSearchParams(params).toString()}`);
    return (await response.json()) as { transactionId: string; blockNumber: number; operation: string }[];
  },
};

export interface PegWithdrawal {
  id: string;
  recipient: string;
  quantity: string;
  memo: string;
}

export const pegWithdrawals = (recipient: string) => chain.find<PegWithdrawal>('hivepegged', 'withdrawals', { recipient });
