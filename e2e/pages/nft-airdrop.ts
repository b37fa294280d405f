import { expect, type Locator, type Page } from '@playwright/test';
import { markAnnouncementsSeen } from '../fixtures/announcements';
import { chain, nftChain } from './nft';

/** Issues per `nft.issueMultiple` action, and actions per broadcast (well under Hive's 8 KB custom_json). */
const ISSUE_BATCH = 10;
const ACTIONS_PER_BROADCAST = 10;

/** Chain set-up and reads for NFT airdrops. */
export const nftAirdropChain = {
  /** `account` creates NFT `symbol` and issues itself `count` instances (ids 1…count), straight through the devnet's Hive node. */
  async mint(account: string, symbol: string, count: number): Promise<void> {
    await chain.broadcast(account, { contractName: 'nft', contractAction: 'create', contractPayload: { name: `${symbol} drops`, symbol } });
    const actions = [];
    for (let issued = 0; issued < count; issued += ISSUE_BATCH) {
      const instances = Array.from({ length: Math.min(ISSUE_BATCH, count - issued) }, () => ({ symbol, to: account, feeSymbol: 'BEE' }));
      actions.push({ contractName: 'nft', contractAction: 'issueMultiple', contractPayload: { instances } });
    }
    for (let start = 0; start < actions.length; start += ACTIONS_PER_BROADCAST) await chain.broadcast(account, actions.slice(start, start + ACTIONS_PER_BROADCAST));
    await expect.poll(async () => (await nftChain.instances(symbol, { account })).length).toBe(count);
  },

  /** Owner of each instance id of `symbol` (at most 1000 instances). */
  async owners(symbol: string): Promise<Map<number, string>> {
    return new Map((await nftChain.instances(symbol)).map((row) => [row._id, row.account]));
  },

  async pendingAirdrops(): Promise<unknown[]> {
    return chain.find('nftairdrops', 'pendingAirdrops', {});
  },
};

/** /nftairdrop, found by role and label. */
export class NftAirdropPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await markAnnouncementsSeen(this.page);
    await this.page.goto('/nftairdrop');
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1, name: 'NFT Airdrop' })).toBeVisible();
  }

  get nft(): Locator {
    return this.page.getByRole('combobox', { name: 'NFT' });
  }

  get recipients(): Locator {
    return this.page.getByRole('textbox', { name: 'Recipients' });
  }

  get figures(): Locator {
    return this.page.getByRole('status', { name: 'Airdrop figures' });
  }

  get send(): Locator {
    return this.page.getByRole('button', { name: 'Send airdrop' });
  }

  get resume(): Locator {
    return this.page.getByRole('button', { name: /^Resume sending/ });
  }

  /** The list of reasons the airdrop cannot be sent. */
  get problems(): Locator {
    return this.page.getByRole('alert', { name: 'Why the airdrop cannot be sent' });
  }

  get rowProblems(): Locator {
    return this.page.getByRole('list', { name: 'Rows with problems' });
  }

  progress(symbol: string): Locator {
    return this.page.getByRole('group', { name: `Airdrop of ${symbol}` });
  }

  /** Picks the NFT and types the list, then waits until the user's instances are counted. */
  async fill(symbol: string, list: string): Promise<void> {
    await this.nft.selectOption(symbol);
    await this.recipients.fill(list);
    await expect(this.figures).toContainText(`You can send`);
  }

  /** The devnet Keychain emulator's approval dialog (interactive mode). */
  keychainDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Hive Keychain (devnet)' });
  }
}
