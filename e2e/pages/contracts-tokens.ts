import { expect, type Locator, type Page } from '@playwright/test';
import type { TokensFees } from '@tdx/contracts';
import type { TokenRow } from '../../devnet/src/contracts/tokens/rows';
import { DEVNET_URL } from '../fixtures/devnet-control';
import { chain } from './trade';

export { chain };

/** Reads of the tokens contract, to check what the token pages did to the chain. */
export const tokensChain = {
  async token(symbol: string): Promise<TokenRow | undefined> {
    const [row] = await chain.find<TokenRow>('tokens', 'tokens', { symbol });
    return row;
  },

  async issuedBy(account: string): Promise<string[]> {
    return (await chain.find<TokenRow>('tokens', 'tokens', { issuer: account })).map((row) => row.symbol).sort();
  },

  async fees(): Promise<TokensFees> {
    const [params] = await chain.find<TokensFees>('tokens', 'params', {});
    return params;
  },

  /** Creates a token as `issuer` straight through the devnet's Hive node (not through the UI). */
  create(issuer: string, token: { symbol: string; name: string; precision: number; maxSupply: string }): Promise<void> {
    return chain.broadcast(issuer, { contractName: 'tokens', contractAction: 'create', contractPayload: token });
  },
};

/** Opens `path` with the seeded announcements marked as seen (their toasts cover the forms' buttons), and waits for its heading. */
export async function openTokenPage(page: Page, path: string, heading: string): Promise<void> {
  const settings = (await (await fetch(`${DEVNET_URL}/api/settings`)).json()) as { announcements?: { id: unknown }[] };
  const ids = (settings.announcements ?? []).map((announcement) => String(announcement.id));
  await page.addInitScript((shown) => localStorage.setItem('announcements-shown', JSON.stringify(shown)), ids);
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** The figure a description list gives a term ("Max supply", "Staking" …). */
export function figure(scope: Locator, term: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}
