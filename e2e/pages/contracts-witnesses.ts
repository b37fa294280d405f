import { expect, type Locator, type Page } from '@playwright/test';
import BigNumber from 'bignumber.js';
import { markAnnouncementsSeen } from '../fixtures/announcements';
import { DEVNET_URL } from '../fixtures/devnet-control';
import { chain } from './trade';

export { chain };

/** Row height of the witnesses table (every row the same). */
const ROW_HEIGHT = 60;

/** /witnesses, found by role and label. */
export class WitnessesPage {
  readonly table: Locator;
  readonly votes: Locator;
  readonly registration: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Witnesses ranked by approval weight' });
    this.votes = page.getByRole('region', { name: 'Your votes' });
    this.registration = page.getByRole('form', { name: /Register a witness|Update your witness/ });
  }

  /** Opens the page with the seeded announcements marked as seen (their toasts cover buttons) and waits for the list. */
  async goto(): Promise<void> {
    await markAnnouncementsSeen(this.page);
    await this.page.goto('/witnesses');
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1, name: 'Witnesses' })).toBeVisible();
    await expect(this.bodyRows.first()).toBeVisible();
  }

  get bodyRows(): Locator {
    return this.table.locator('tbody tr[aria-rowindex]');
  }

  /** The row of `account`, scrolled into the virtualised table's view by its rank. */
  async row(account: string, rank: number): Promise<Locator> {
    await this.table.locator('xpath=..').evaluate((box, top) => box.scrollTo({ top }), Math.max(0, (rank - 3) * ROW_HEIGHT));
    const row = this.bodyRows.filter({ has: this.page.getByText(account, { exact: true }) });
    await expect(row).toBeVisible();
    return row;
  }

  /** The cell of a row under a column header. */
  async cell(row: Locator, header: string): Promise<Locator> {
    const headers = await this.table.locator('thead th').allInnerTexts();
    const index = headers.findIndex((text) => text.trim() === header);
    expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
    return row.locator('td').nth(index);
  }

  approve(account: string): Locator {
    return this.page.getByRole('button', { name: `Approve ${account}`, exact: true });
  }

  withdraw(account: string): Locator {
    return this.page.getByRole('button', { name: `Withdraw your approval of ${account}`, exact: true });
  }

  /** A figure of the user's votes ("Approvals", "Your approval weight", "Your approvals expire"). */
  figure(term: string): Locator {
    return this.votes.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  field(label: string): Locator {
    return this.registration.getByRole('textbox', { name: label });
  }

  message(text: string | RegExp): Locator {
    const main = this.page.getByRole('main');
    return main.getByRole('alert').or(main.getByRole('status')).filter({ hasText: text });
  }
}

export interface WitnessRow {
  _id: number;
  account: string;
  approvalWeight: { $numberDecimal: string };
  enabled: boolean;
  domain?: string;
  IP?: string;
  RPCPort: number;
  P2PPort: number;
  signingKey: string;
}

/** Reads of the devnet's witnesses tables, for assertions. */
export const witnessesChain = {
  /** Every witness ranked as the page ranks them: weight descending, then registration order. */
  async ranked(): Promise<WitnessRow[]> {
    const rows = await chain.find<WitnessRow>('witnesses', 'witnesses', {});
    const weight = (row: WitnessRow) => new BigNumber(row.approvalWeight.$numberDecimal);
    return rows.sort((a, b) => weight(b).comparedTo(weight(a)) || a._id - b._id);
  },

  async witness(account: string): Promise<WitnessRow | undefined> {
    const [row] = await chain.find<WitnessRow>('witnesses', 'witnesses', { account });
    return row;
  },

  async weight(account: string): Promise<string> {
    return (await witnessesChain.witness(account))?.approvalWeight.$numberDecimal ?? '';
  },

  async approvals(from: string): Promise<string[]> {
    return (await chain.find<{ to: string }>('witnesses', 'approvals', { from })).map((row) => row.to);
  },

  /** Staked plus delegated-in WORKERBEE: what an approval of `account` weighs. */
  async voterWeight(account: string): Promise<string> {
    const [row] = await chain.find<{ stake: string; delegationsIn: string }>('tokens', 'balances', { account, symbol: 'WORKERBEE' });
    return new BigNumber(row?.stake ?? 0).plus(row?.delegationsIn ?? 0).toFixed(5);
  },

  /** The payload of the newest sidechain block's first transaction (to see how it was signed). */
  async latestPayload(): Promise<Record<string, unknown>> {
    const response = await fetch(`${DEVNET_URL}/sidechain/0/blockchain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockInfo', params: {} }),
    });
    const block = ((await response.json()) as { result: { transactions: { payload: string }[] } }).result;
    return JSON.parse(block.transactions[0].payload) as Record<string, unknown>;
  },
};
