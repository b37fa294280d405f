import { expect, type Locator, type Page } from '@playwright/test';
import type { Metric } from '@tdx/contracts';
import { markAnnouncementsSeen } from '../fixtures/announcements';
import { DEVNET_URL } from '../fixtures/devnet-control';
import { chain } from './trade';

/** A `tokens.tokens` row as the chain stores it (what the list shows of it). */
export interface ListedTokenRow {
  _id: number;
  symbol: string;
  name: string;
  issuer: string;
  precision: number;
  supply: string;
  maxSupply: string;
  circulatingSupply: string;
}

/** The /tokens list and its details dialog, found by role and label. */
export class TokenListPage {
  constructor(readonly page: Page) {}

  /** Opens /tokens (with `query`, e.g. `?symbol=BEE`) and waits for its heading (hidden from assistive technology once a details dialog is open). */
  async goto(query = ''): Promise<void> {
    await markAnnouncementsSeen(this.page);
    await this.page.goto(`/tokens${query}`);
    await expect(this.page.getByRole('main', { includeHidden: true }).getByRole('heading', { level: 1, name: 'Tokens', includeHidden: true })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Tokens' });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search tokens' });
  }

  get favouritesOnly(): Locator {
    return this.page.getByRole('switch', { name: 'Favourites only' });
  }

  get details(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The table row of a token (only rendered rows: the table is virtualised). */
  row(symbol: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.locator(`[data-testid="token-row"][data-symbol="${symbol}"]`) });
  }

  /** The symbols of the rendered rows, top to bottom. */
  shownSymbols(): Promise<string[]> {
    return this.table.locator('[data-testid="token-row"]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-symbol') ?? ''));
  }

  header(name: string): Locator {
    return this.table.getByRole('columnheader', { name, exact: true });
  }

  async sortBy(header: string): Promise<void> {
    await this.header(header).getByRole('button').click();
  }

  star(symbol: string): Locator {
    return this.page.getByRole('button', { name: `Favourite ${symbol}`, exact: true });
  }

  async openDetails(symbol: string): Promise<void> {
    await this.row(symbol).getByRole('link', { name: symbol, exact: true }).click();
    await expect(this.details).toBeVisible();
  }

  /** The value the details dialog gives a term ("Max supply", "Website" …). */
  detail(term: string): Locator {
    return this.details.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}

/** What the list is made of, read from the devnet: every token and metric (all pages), the settings and the HIVE price. */
export const tokenListSources = {
  async all<T extends { _id: number }>(contract: string, table: string): Promise<T[]> {
    const rows: T[] = [];
    for (;;) {
      const page = await chain.find<T>(contract, table, rows.length ? { _id: { $gt: rows[rows.length - 1]._id } } : {});
      rows.push(...page);
      if (page.length < 1000) return rows;
    }
  },
  tokens: () => tokenListSources.all<ListedTokenRow>('tokens', 'tokens'),
  metrics: () => tokenListSources.all<Metric & { _id: number }>('market', 'metrics'),
  async settings(): Promise<{ disabled_tokens: string[]; deprecated_tokens: string[] }> {
    return (await fetch(`${DEVNET_URL}/api/settings`)).json();
  },
  async hivePrice(): Promise<number> {
    return ((await (await fetch(`${DEVNET_URL}/price`)).json()) as { hive: number }).hive;
  },
};
