import { expect, type Locator, type Page } from '@playwright/test';
import type { BridgeTransfer, BridgeTransferPage } from '@tdx/contracts';
import { DEVNET_URL } from '../fixtures/devnet-control';
import { WalletFlows } from './wallet-flows';

export { chain } from './wallet-flows';

/** The bridge area's public pages and the transfer page, found by role and label. */
export class BridgePages {
  constructor(readonly page: Page) {}

  /** Opens `path` with the seeded announcements marked as seen (their toasts cover buttons), and waits for its heading. */
  async open(path: string, heading: string | RegExp): Promise<void> {
    await new WalletFlows(this.page).skipAnnouncements();
    await this.page.goto(path);
    await expect(this.heading(heading)).toBeVisible();
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1, name });
  }

  /** The transfer list, with `search` (`?account=bob&status=failed`). */
  openTransfers(search = ''): Promise<void> {
    return this.open(`/bridge/transfers${search}`, 'Bridge transfers');
  }

  openTransfer(id: string, heading: string | RegExp = /^(Deposit|Withdrawal) of /): Promise<void> {
    return this.open(`/bridge/tx/${encodeURIComponent(id)}`, heading);
  }

  openContracts(): Promise<void> {
    return this.open('/bridge/contracts', 'Bridged tokens');
  }

  table(name: string): Locator {
    return this.page.getByRole('table', { name, exact: true });
  }

  /** Rendered body rows of a (virtualised) table. */
  rows(table: Locator): Locator {
    return table.locator('tbody tr[aria-rowindex]');
  }

  field(name: 'Account' | 'Coin'): Locator {
    return this.page.getByRole('textbox', { name, exact: true });
  }

  /** Picks `option` in one of the list's select filters. */
  async choose(name: 'Chain' | 'Direction' | 'Status', option: string): Promise<void> {
    await this.page.getByRole('combobox', { name }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }

  /** The transfer page's one-sentence state (Confirmed, Failed, Waiting for confirmations …). */
  get summary(): Locator {
    return this.page.getByRole('main').getByRole('status');
  }

  get steps(): Locator {
    return this.page.getByRole('list', { name: 'Transfer steps' });
  }

  /** A transaction link of the transfer page, by the chain it is on. */
  transactionLink(chain: string): Locator {
    return this.page.getByRole('link', { name: `The transaction on ${chain} in the block explorer (opens a new tab)` });
  }
}

/** Reads of the devnet's bridge transfers, to compare what the pages show with what the bridge holds. */
export const bridgeService = {
  async transfers(query: Record<string, string> = {}): Promise<BridgeTransferPage> {
    const response = await fetch(`${DEVNET_URL}/bridge/transfers?${new URLSearchParams(query).toString()}`);
    return (await response.json()) as BridgeTransferPage;
  },
  async transfer(id: string): Promise<BridgeTransfer> {
    const response = await fetch(`${DEVNET_URL}/bridge/transfers/${encodeURIComponent(id)}`);
    return (await response.json()) as BridgeTransfer;
  },
};
