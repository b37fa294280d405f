import { expect, type Locator, type Page } from '@playwright/test';
import { markAnnouncementsSeen } from '../fixtures/announcements';
import { chain } from './trade';

export { chain };

/** An `nft.nfts` row as the node stores it. */
export interface NftChainRow {
  symbol: string;
  issuer: string;
  name: string;
  orgName: string;
  productName: string;
  metadata: string;
  maxSupply: number;
  supply: number;
  authorizedIssuingAccounts: string[];
  authorizedIssuingContracts: string[];
  properties: Record<string, { type: string; isReadOnly: boolean; authorizedEditingAccounts: string[]; authorizedEditingContracts: string[] }>;
}

/** An `nft.<SYMBOL>instances` row. */
export interface NftInstanceChainRow {
  _id: number;
  account: string;
  ownedBy: string;
  properties: Record<string, unknown>;
  previousAccount?: string;
}

/** Reads of the nft contract, to check what the NFT pages show and did. */
export const nftChain = {
  async definition(symbol: string): Promise<NftChainRow | undefined> {
    const [row] = await chain.find<NftChainRow>('nft', 'nfts', { symbol });
    return row;
  },

  async definitions(): Promise<NftChainRow[]> {
    return chain.find<NftChainRow>('nft', 'nfts', {});
  },

  async creationFee(): Promise<string> {
    const [params] = await chain.find<{ nftCreationFee: string }>('nft', 'params', {});
    return params.nftCreationFee;
  },

  /** The first instances of a symbol by id (at most 1000). */
  instances(symbol: string, query: Record<string, unknown> = {}): Promise<NftInstanceChainRow[]> {
    return chain.find<NftInstanceChainRow>('nft', `${symbol}instances`, query);
  },
};

/** /nfts and a definition's page (`/nfts?symbol=…`), found by role and label. */
export class NftPages {
  constructor(readonly page: Page) {}

  async openList(): Promise<void> {
    await markAnnouncementsSeen(this.page);
    await this.page.goto('/nfts');
    await expect(this.heading('NFTs')).toBeVisible();
  }

  async openDefinition(symbol: string): Promise<void> {
    await markAnnouncementsSeen(this.page);
    await this.page.goto(`/nfts?symbol=${symbol}`);
    await expect(this.heading(symbol)).toBeVisible();
  }

  heading(name: string): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'NFTs' });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search NFTs' });
  }

  /** The symbols of the list's rendered rows, top to bottom. */
  async listedSymbols(): Promise<string[]> {
    return this.table.getByTestId('nft-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol') ?? ''));
  }

  sortButton(header: string): Locator {
    return this.table.getByRole('button', { name: header, exact: true });
  }

  row(symbol: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.locator(`[data-symbol="${symbol}"]`) });
  }

  get instances(): Locator {
    return this.page.getByRole('table', { name: /^Instances of / });
  }

  /** The instance row with this id (rendered rows only). */
  instance(id: number | string): Locator {
    return this.instances.getByRole('row').filter({ has: this.instanceDetailsButton(id) });
  }

  instanceDetailsButton(id: number | string): Locator {
    return this.page.getByRole('button', { name: `Instance ${id}: details`, exact: true });
  }

  /** The open details dialog of an instance. */
  instanceDialog(symbol: string, id: number | string): Locator {
    return this.page.getByRole('dialog', { name: `${symbol} #${id}` });
  }

  /** The ids of the rendered instance rows. */
  async renderedInstanceIds(): Promise<number[]> {
    const cells = await this.instances.locator('tbody tr[aria-rowindex] td:first-child').allTextContents();
    return cells.map(Number);
  }

  get instanceCount(): Locator {
    return this.page.getByText(/ of [\d,]+ shown/);
  }

  /** Scrolls the instance list to its end (which reads the next page). */
  async scrollInstancesToEnd(): Promise<void> {
    await this.instances.locator('xpath=..').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  }

  /** The figure a description list gives a term ("Issuer", "Supply / max" …). */
  figure(term: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  get propertiesTable(): Locator {
    return this.page.getByRole('table', { name: /^Properties of / });
  }
}
