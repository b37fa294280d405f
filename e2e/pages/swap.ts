import { expect, type Locator, type Page } from '@playwright/test';
import type { SwapAction } from '@tdx/contracts';
import { DEVNET_URL } from '../fixtures/devnet-control';
import { chain } from './trade';

export { chain };

const HEADINGS: Record<SwapAction, string> = { add: 'Add liquidity', remove: 'Remove liquidity', create: 'Create a pool' };

/** The swap area (/swap with its liquidity views, /pools, positions and transactions), found by role and label. */
export class SwapPage {
  constructor(readonly page: Page) {}

  /** Opens `path` with the seeded announcements marked as seen (their toasts cover the forms' buttons), and waits for its heading. */
  async open(path: string, heading: string): Promise<void> {
    const settings = (await (await fetch(`${DEVNET_URL}/api/settings`)).json()) as { announcements?: { id: unknown }[] };
    const ids = (settings.announcements ?? []).map((announcement) => String(announcement.id));
    await this.page.addInitScript((shown) => localStorage.setItem('announcements-shown', JSON.stringify(shown)), ids);
    await this.page.goto(path);
    await expect(this.heading(heading)).toBeVisible();
  }

  /** A liquidity view (`/swap?action=…`), on one pool when given. */
  openLiquidity(action: SwapAction, tokenPair?: string): Promise<void> {
    return this.open(`/swap?action=${action}${tokenPair ? `&pair=${tokenPair}` : ''}`, HEADINGS[action]);
  }

  heading(name: string): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
  }

  tab(name: 'Swap' | 'Add' | 'Remove' | 'Create'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  amount(symbol: string): Locator {
    return this.page.getByRole('textbox', { name: `Amount of ${symbol}` });
  }

  submit(name: 'Add liquidity' | 'Remove liquidity' | 'Create pool'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  get percent(): Locator {
    return this.page.getByRole('textbox', { name: 'Percentage to withdraw' });
  }

  preset(percent: 25 | 50 | 75 | 100): Locator {
    return this.page.getByRole('button', { name: `${percent} %`, exact: true });
  }

  /** The figure a preview or summary gives a term ("You receive", "Pool shares you receive" …). */
  figure(term: string): Locator {
    return this.page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  /** A message of the form: refusal, Keychain or chain failure, success. */
  message(text: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('alert').or(this.page.getByRole('main').getByRole('status')).filter({ hasText: text });
  }

  table(name: 'Liquidity pools' | 'Your liquidity positions' | 'Your pool transactions'): Locator {
    return this.page.getByRole('table', { name });
  }

  /** The rendered body rows of a table (it is virtualised: rows out of view are not there). */
  bodyRows(table: Locator): Locator {
    return table.locator('tbody tr[aria-rowindex]');
  }
}

export interface PoolRow {
  tokenPair: string;
  baseQuantity: string | number;
  quoteQuantity: string | number;
  totalShares: string | number;
}

/** Reads of the devnet's marketpools tables, for assertions. */
export const pools = {
  async pool(tokenPair: string): Promise<PoolRow | undefined> {
    const [row] = await chain.find<PoolRow>('marketpools', 'pools', { tokenPair });
    return row;
  },

  async shares(account: string, tokenPair: string): Promise<string> {
    const [row] = await chain.find<{ shares: string }>('marketpools', 'liquidityPositions', { account, tokenPair });
    return row?.shares ?? '0';
  },
};
