import { expect, type Locator, type Page } from '@playwright/test';
import { markAnnouncementsSeen } from '../fixtures/announcements';
import { chain, nftChain, type NftInstanceChainRow } from './nft';

export { chain, nftChain };

/** An instance as the `nft` contract holds it, with the fields the holdings panel acts on. */
export interface HeldInstanceRow extends NftInstanceChainRow {
  lockedTokens: Record<string, string>;
  delegatedTo?: { account: string; ownedBy: string; undelegateAt?: number };
}

export interface NewCollection {
  /** Instances issued to the owner. */
  count: number;
  /** Days of the undelegation cooldown: delegation is enabled when set. */
  cooldownDays?: number;
  /** Tokens locked in each instance (`{BEE: '1.5'}`). */
  lockTokens?: Record<string, string>;
  /** The `note` property of each instance (index → value). */
  note?: (index: number) => string;
}

const ISSUE_MULTIPLE_MAX = 10;

/** NFTs set up straight on the chain for the holdings tests, and the reads that check what the panel did. */
export const holdingsChain = {
  /** `owner` creates `symbol` (one string property `note`), enables delegation when asked, and issues `count` instances to itself. */
  async create(owner: string, symbol: string, { count, cooldownDays, lockTokens, note = (index) => `card ${index + 1}` }: NewCollection): Promise<void> {
    const issues = Array.from({ length: count }, (_, index) => ({ symbol, to: owner, feeSymbol: 'BEE', properties: { note: note(index) }, ...(lockTokens ? { lockTokens } : {}) }));
    const batches = Array.from({ length: Math.ceil(count / ISSUE_MULTIPLE_MAX) }, (_, index) => issues.slice(index * ISSUE_MULTIPLE_MAX, (index + 1) * ISSUE_MULTIPLE_MAX));
    await chain.broadcast(owner, [
      { contractName: 'nft', contractAction: 'create', contractPayload: { name: `${symbol} cards`, symbol } },
      { contractName: 'nft', contractAction: 'addProperty', contractPayload: { symbol, name: 'note', type: 'string' } },
      ...(cooldownDays ? [{ contractName: 'nft', contractAction: 'enableDelegation', contractPayload: { symbol, undelegationCooldown: cooldownDays } }] : []),
      ...batches.map((instances) => ({ contractName: 'nft', contractAction: 'issueMultiple', contractPayload: { instances } })),
    ]);
    await expect.poll(async () => (await holdingsChain.instances(symbol)).length, { message: `${count} ${symbol} issued` }).toBe(count);
  },

  instances(symbol: string, query: Record<string, unknown> = {}): Promise<HeldInstanceRow[]> {
    return nftChain.instances(symbol, query) as Promise<HeldInstanceRow[]>;
  },

  /** The holders of `symbol`'s instances by id. */
  async holders(symbol: string): Promise<Record<number, string>> {
    return Object.fromEntries((await holdingsChain.instances(symbol)).map((row) => [row._id, row.account]));
  },
};

/** The "My NFTs" tab of /nfts/manage, found by role and label. */
export class NftHoldingsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await markAnnouncementsSeen(this.page);
    await this.page.goto('/nfts/manage');
    await this.page.getByRole('tab', { name: 'My NFTs' }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Your NFT instances' })).toBeVisible();
  }

  /** Shows only `symbol`'s instances in the table (a dev account holds many seeded ones). */
  async show(symbol: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Show' }).selectOption(symbol);
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Your NFT instances' });
  }

  row(symbol: string, id: number | string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('checkbox', { name: `Select ${symbol} #${id}`, exact: true }) });
  }

  rowCells(symbol: string, id: number | string): Locator {
    return this.row(symbol, id).getByRole('cell');
  }

  async select(symbol: string, ...ids: Array<number | string>): Promise<void> {
    for (const id of ids) await this.page.getByRole('checkbox', { name: `Select ${symbol} #${id}`, exact: true }).check();
  }

  selectAll(symbol: string): Locator {
    return this.page.getByRole('group', { name: 'Select by NFT' }).getByRole('checkbox', { name: new RegExp(`^All ${symbol} \\(`) });
  }

  /** The toolbar's button of an action, whose name ends with how many selected instances it applies to. */
  action(verb: 'Transfer' | 'Delegate' | 'Undelegate' | 'Burn'): Locator {
    return this.page.getByRole('toolbar', { name: 'Act on the selected instances' }).getByRole('button', { name: new RegExp(`^${verb} \\(`) });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async recipient(kind: 'An account' | 'A contract', name: string): Promise<void> {
    await this.dialog.getByRole('radio', { name: kind }).check();
    await this.dialog.getByRole('textbox', { name: kind === 'An account' ? 'Account' : 'Contract' }).fill(name);
  }

  recipientField(kind: 'Account' | 'Contract'): Locator {
    return this.dialog.getByRole('textbox', { name: kind });
  }

  get submit(): Locator {
    return this.dialog.locator('button[type="submit"]');
  }

  get progress(): Locator {
    return this.dialog.getByRole('group').filter({ has: this.page.getByRole('progressbar') });
  }

  /** The steps of the batch, as their list says them. */
  steps(): Locator {
    return this.dialog.getByRole('list', { name: /: steps$/ }).getByRole('listitem');
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
