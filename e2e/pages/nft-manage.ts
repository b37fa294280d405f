import { expect, type Locator, type Page } from '@playwright/test';
import { markAnnouncementsSeen } from '../fixtures/announcements';
import { figure } from './contracts-tokens';
import { chain, nftChain } from './nft';

/** An NFT definition made on chain for a test, by `issuer`, with these properties (3 free). */
export async function createNftOnChain(
  issuer: string,
  symbol: string,
  options: { maxSupply?: string; properties?: Record<string, 'number' | 'string' | 'boolean'> } = {},
): Promise<void> {
  const properties = Object.entries(options.properties ?? {}).map(([name, type]) => ({ contractName: 'nft', contractAction: 'addProperty', contractPayload: { symbol, name, type } }));
  await chain.broadcast(issuer, [
    { contractName: 'nft', contractAction: 'create', contractPayload: { symbol, name: `${symbol} Cards`, ...(options.maxSupply ? { maxSupply: options.maxSupply } : {}) } },
    ...properties,
  ]);
  await expect.poll(async () => Object.keys((await nftChain.definition(symbol))?.properties ?? { missing: true }).length, { timeout: 15_000 }).toBe(properties.length);
}

/** /nfts/manage and its issuer dialogs, found by role and label. */
export class NftManagePage {
  constructor(readonly page: Page) {}

  async open(symbol?: string): Promise<void> {
    await markAnnouncementsSeen(this.page);
    await this.page.goto(symbol ? `/nfts/manage?symbol=${symbol}` : '/nfts/manage');
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1, name: 'Manage your NFTs' })).toBeVisible();
  }

  get picker(): Locator {
    return this.page.getByRole('combobox', { name: 'NFT to manage' });
  }

  figure(symbol: string, term: string): Locator {
    return figure(this.page.locator(`dl[aria-label="${symbol} details"]`), term);
  }

  action(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Clicks an issuer action and gives its dialog. */
  async openAction(name: string, dialogTitle: string): Promise<Locator> {
    await this.action(name).click();
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The dialog's answer beside its button: a refusal, the fee, Keychain's or the chain's answer. */
  message(dialog: Locator, text: string | RegExp): Locator {
    return dialog.getByRole('alert').filter({ hasText: text });
  }

  /** Picks an option of a select field inside the dialog. */
  async choose(dialog: Locator, field: string, option: string): Promise<void> {
    await dialog.getByRole('combobox', { name: field }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
