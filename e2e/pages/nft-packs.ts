import { expect, type Locator, type Page } from '@playwright/test';
import { markAnnouncementsSeen } from '../fixtures/announcements';
import type { InstanceType, ManagedNft, PackSettings } from '../../devnet/src/contracts/packmanager/types';
import { chain } from './trade';

export { chain };

/** The packmanager contract's tables, read through the sidechain JSON-RPC. */
export const packChain = {
  async managed(nft: string): Promise<ManagedNft | undefined> {
    const [row] = await chain.find<ManagedNft>('packmanager', 'managedNfts', { nft });
    return row;
  },
  packs(query: Record<string, unknown>): Promise<PackSettings[]> {
    return chain.find<PackSettings>('packmanager', 'packs', query);
  },
  types(nft: string): Promise<InstanceType[]> {
    return chain.find<InstanceType>('packmanager', 'types', { nft });
  },
  instances(nft: string, query: Record<string, unknown>): Promise<{ _id: number; account: string; properties: Record<string, number> }[]> {
    return chain.find('nft', `${nft}instances`, query);
  },
};

/** /packmanager, /packmanager/open and /packmanager/wizard, found by role and label. */
export class PackPages {
  constructor(readonly page: Page) {}

  private async goto(path: string, heading: string): Promise<void> {
    await markAnnouncementsSeen(this.page);
    await this.page.goto(path);
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  openManager(): Promise<void> {
    return this.goto('/packmanager', 'Pack Manager');
  }

  openOpener(): Promise<void> {
    return this.goto('/packmanager/open', 'Open packs');
  }

  openWizard(): Promise<void> {
    return this.goto('/packmanager/wizard', 'Pack wizard');
  }

  /** A managed NFT's section on /packmanager. */
  collection(nft: string): Locator {
    return this.page.getByRole('region', { name: nft, exact: true });
  }

  pack(symbol: string): Locator {
    return this.page.getByRole('article', { name: `${symbol} pack` });
  }

  /** The value of a term in a description list. */
  figure(scope: Locator, term: string): Locator {
    return scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  get openForm(): Locator {
    return this.page.getByRole('form', { name: 'Open packs' });
  }

  async choosePack(option: string | RegExp): Promise<void> {
    await this.openForm.getByRole('combobox', { name: 'Pack' }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  get packCount(): Locator {
    return this.openForm.getByRole('textbox', { name: 'Packs to open' });
  }

  get openButton(): Locator {
    return this.openForm.getByRole('button', { name: 'Open packs' });
  }

  get revealed(): Locator {
    return this.page.getByRole('list', { name: 'Revealed cards' }).getByRole('listitem');
  }

  /** The ids of the revealed cards (`HEROES #12` → 12). */
  async revealedIds(nft: string): Promise<number[]> {
    const labels = await this.revealed.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
    return labels.map((label) => Number(label.replace(`${nft} #`, '')));
  }

  /** A wizard step's form: 'Create a managed NFT', 'Register a pack', 'Add a card type', 'Fund the fee pool'. */
  wizardForm(name: string): Locator {
    return this.page.getByRole('form', { name });
  }

  async chooseManagedNft(option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Managed NFT' }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Fills text fields of a form by label. */
  async fill(form: Locator, fields: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(fields)) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  }

  /** A step's confirmation. */
  success(form: Locator, text: string | RegExp): Locator {
    return form.getByRole('status').filter({ hasText: text });
  }

  /** A message of a form: a refusal, Keychain's or the chain's answer. */
  message(form: Locator, text: string | RegExp): Locator {
    return form.getByRole('alert').filter({ hasText: text });
  }
}
