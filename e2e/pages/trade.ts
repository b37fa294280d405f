import { Client, PrivateKey } from '@hiveio/dhive';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEVNET_URL, devnetControl } from '../fixtures/devnet-control';

export type Side = 'buy' | 'sell';

/** The /trade/{token} page, found by role and label. */
export class TradePage {
  constructor(
    readonly page: Page,
    readonly symbol = 'BEE',
  ) {}

  /** Opens the market with the seeded announcement toasts marked as seen (they cover the dialogs' buttons). */
  async goto(): Promise<void> {
    const settings = (await (await fetch(`${DEVNET_URL}/api/settings`)).json()) as { announcements?: { id: unknown }[] };
    const ids = (settings.announcements ?? []).map((announcement) => String(announcement.id));
    await this.page.addInitScript((shown) => localStorage.setItem('announcements-shown', JSON.stringify(shown)), ids);
    await this.page.goto(`/trade/${this.symbol}`);
    await expect(this.page.getByRole('heading', { name: `${this.symbol} / SWAP.HIVE` })).toBeVisible();
  }

  form(side: Side): Locator {
    return this.page.getByRole('region', { name: `${side === 'buy' ? 'Buy' : 'Sell'} ${this.symbol}` });
  }

  price(side: Side): Locator {
    return this.form(side).getByLabel(`Price (HIVE per ${this.symbol})`);
  }

  quantity(side: Side): Locator {
    return this.form(side).getByLabel(`Quantity (${this.symbol})`);
  }

  total(side: Side): Locator {
    return this.form(side).getByLabel(/^(Total \(HIVE\)|Spend \(SWAP\.HIVE\))$/);
  }

  submit(side: Side): Locator {
    return this.form(side).getByRole('button', { name: `${side === 'buy' ? 'Buy' : 'Sell'} ${this.symbol}` });
  }

  orderKind(side: Side, kind: 'Limit' | 'Market'): Locator {
    return this.form(side).getByRole('tab', { name: kind });
  }

  get confirmDialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByRole('button', { name: 'Send to Keychain' }) });
  }

  book(side: Side): Locator {
    return this.page.getByRole('table', { name: side === 'buy' ? 'Buy orders' : 'Sell orders' });
  }

  /** Scrolls one side of the book to its last rows (which reads the next page of orders, if any). */
  async scrollBookToEnd(side: Side): Promise<void> {
    await this.book(side).locator('xpath=..').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  }

  /** The buttons that put a level's price in the forms, best price first. */
  levelPrices(side: Side): Locator {
    return this.book(side).getByRole('button', { name: /^Use price / });
  }

  get openOrders(): Locator {
    return this.page.getByRole('table', { name: 'Your open orders' });
  }

  /** Each open order's own Cancel button, newest first. */
  get cancelButtons(): Locator {
    return this.openOrders.getByRole('button', { name: /^Cancel (buy|sell) order at / });
  }

  get tradeHistory(): Locator {
    return this.page.getByRole('table', { name: 'Trade history' });
  }

  /** Fills and submits a limit order, then confirms it. */
  async placeLimit(side: Side, price: string, quantity: string): Promise<void> {
    await this.price(side).fill(price);
    await this.quantity(side).fill(quantity);
    await this.submit(side).click();
    await expect(this.confirmDialog).toBeVisible();
    await this.confirmDialog.getByRole('button', { name: 'Send to Keychain' }).click();
  }
}

/** The price a book level's button puts in the forms (its label is "Use price <price>"). */
export async function levelPrice(button: Locator): Promise<string> {
  return ((await button.getAttribute('aria-label')) ?? '').replace('Use price ', '');
}

/** The labels among `labels` a reader can see (not hidden), left to right, with their horizontal extent. */
export async function shownLabels(labels: Locator): Promise<{ text: string; left: number; right: number }[]> {
  const shown = await labels.filter({ visible: true }).all();
  const boxes = await Promise.all(shown.map(async (label) => ({ text: await label.innerText(), box: await label.boundingBox() })));
  return boxes.map(({ text, box }) => ({ text, left: box?.x ?? 0, right: (box?.x ?? 0) + (box?.width ?? 0) })).sort((a, b) => a.left - b.left);
}

/** Reads of the devnet's sidechain node, to check what the UI did to the chain. */
export const chain = {
  async find<T>(contract: string, table: string, query: Record<string, unknown>): Promise<T[]> {
    const response = await fetch(`${DEVNET_URL}/sidechain/0/contracts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'find', params: { contract, table, query, limit: 1000 } }),
    });
    return ((await response.json()) as { result: T[] | null }).result ?? [];
  },

  async balance(account: string, symbol: string): Promise<string> {
    const [row] = await chain.find<{ balance: string }>('tokens', 'balances', { account, symbol });
    return row?.balance ?? '0';
  },

  async metric(symbol: string): Promise<{ highestBid: string; lowestAsk: string }> {
    const [row] = await chain.find<{ highestBid: string; lowestAsk: string }>('market', 'metrics', { symbol });
    return row;
  },

  orders(side: Side, query: Record<string, unknown>) {
    return chain.find<{ txId: string; account: string; price: string; quantity: string }>('market', side === 'buy' ? 'buyBook' : 'sellBook', query);
  },

  /** Sends contract actions as `account` straight to the devnet Hive node (not through the UI). */
  async broadcast(account: string, actions: unknown): Promise<void> {
    const dev = (await devnetControl.accounts()).find((candidate) => candidate.name === account);
    if (!dev) throw new Error(`no dev account ${account}`);
    const client = new Client(`${DEVNET_URL}/hive/0`, { timeout: 5000 });
    const key = PrivateKey.fromString(dev.keys.active.wif);
    await client.broadcast.json({ id: 'ssc-mainnet-hive', required_auths: [account], required_posting_auths: [], json: JSON.stringify(actions) }, key);
  },
};

