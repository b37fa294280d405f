import { expect, type Locator, type Page } from '@playwright/test';
import { DEVNET_URL } from '../fixtures/devnet-control';

export type HighlightPanel = 'Top volume' | 'Biggest movers';

/** The home page: the areas on offer and the live market highlights. */
export class HomePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get offers(): Locator {
    return this.page.getByRole('region', { name: 'What you can do' });
  }

  offer(title: string): Locator {
    return this.offers.getByRole('link', { name: title, exact: true });
  }

  get highlights(): Locator {
    return this.page.getByRole('region', { name: 'Market highlights' });
  }

  get highlightsLoading(): Locator {
    return this.highlights.getByRole('status', { name: 'Loading market highlights' });
  }

  get highlightsError(): Locator {
    return this.highlights.getByRole('alert');
  }

  /** The highlights load when they come into view, as they do for a reader scrolling down. */
  async scrollToHighlights(): Promise<void> {
    await this.highlights.scrollIntoViewIfNeeded();
  }

  table(panel: HighlightPanel): Locator {
    return this.highlights.getByRole('table', { name: panel });
  }

  /** The token symbols of a panel, top first. */
  symbols(panel: HighlightPanel): Promise<string[]> {
    return this.table(panel).locator('tbody tr').getByRole('link').allTextContents();
  }

  row(panel: HighlightPanel, symbol: string): Locator {
    return this.table(panel).getByRole('row').filter({ has: this.page.getByRole('link', { name: symbol, exact: true }) });
  }
}

/** FAQ, privacy policy, offerings and maintenance: headings, disclosures and links. */
export class ContentPage {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  question(text: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('button', { name: text });
  }

  /** The answer panel a FAQ question controls. */
  async answerOf(question: Locator): Promise<Locator> {
    const id = await question.getAttribute('aria-controls');
    if (!id) throw new Error('the question controls no answer');
    return this.page.locator(`[id="${id}"]`);
  }
}

export interface MetricRow {
  symbol: string;
  volume: string;
  volumeExpiration: number;
  lastPrice: string;
  lastDayPriceExpiration: number;
  priceChangePercent: string;
}

/** Every `market.metrics` row, read straight from the devnet's sidechain node. */
export async function readMetrics(): Promise<MetricRow[]> {
  const response = await fetch(`${DEVNET_URL}/sidechain/0/contracts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'find', params: { contract: 'market', table: 'metrics', query: {}, limit: 1000 } }),
  });
  return ((await response.json()) as { result: MetricRow[] }).result;
}

/** The site settings the devnet's main API serves. */
export async function readSettings(): Promise<{ disabled_tokens: string[]; deprecated_tokens: string[] }> {
  const response = await fetch(`${DEVNET_URL}/api/settings`);
  return (await response.json()) as { disabled_tokens: string[]; deprecated_tokens: string[] };
}
