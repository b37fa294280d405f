import { expect, type Locator, type Page } from '@playwright/test';
import { navEntries, type NavEntry } from '@tdx/contracts';

/** Light and dark page backgrounds of the theme (slate 50 and 950), as computed CSS. */
export const PAGE_BACKGROUND = { light: 'rgb(248, 250, 252)', dark: 'rgb(2, 6, 23)' } as const;

/** The header bar's fill and text, and the brand fill of its Login button, in each mode. */
export const HEADER_COLORS = {
  light: { bar: 'rgb(241, 245, 249)', text: 'rgb(15, 23, 42)', login: 'rgb(124, 58, 237)' },
  dark: { bar: 'rgb(15, 23, 42)', text: 'rgb(241, 245, 249)', login: 'rgb(167, 139, 250)' },
} as const;

/** What the OpenHive cart keeps of an NFT (`@tdx/cart`'s CartItem). */
export interface StoredCartItem {
  nftSymbol: string;
  nftId: string;
  account: string;
  price?: string;
  priceSymbol?: string;
}

export type Viewer = 'visitor' | 'user' | 'admin';

const AUDIENCES_SEEN: Record<Viewer, ReadonlyArray<NavEntry['audience']>> = {
  visitor: ['everyone'],
  user: ['everyone', 'user'],
  admin: ['everyone', 'user', 'admin'],
};

/** The header's links as the route manifest gives them to `viewer`, in header order: home, main, then the others. */
export function manifestHeaderLinks(viewer: Viewer): Array<[string, string]> {
  const others = navEntries('other').filter((link) => AUDIENCES_SEEN[viewer].includes(link.audience));
  return [['Tribaldex', '/'], ...[...navEntries('main'), ...others].map((link): [string, string] => [link.label, link.href])];
}

/** The Contracts group's targets as the route manifest orders them. */
export const manifestContractLinks = (): string[] => navEntries('contracts').map((link) => link.href);

/** The site chrome: header (links, menus, cart, colour mode, mobile drawer) and footer, found by role and label. */
export class Chrome {
  constructor(readonly page: Page) {}

  get mainNav(): Locator {
    return this.page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  headerLink(name: string): Locator {
    return this.mainNav.getByRole('link', { name, exact: true });
  }

  get contractsButton(): Locator {
    return this.mainNav.getByRole('button', { name: 'Contracts' });
  }

  get openMenu(): Locator {
    return this.page.getByRole('menu');
  }

  accountButton(username: string): Locator {
    return this.mainNav.getByRole('button', { name: `Account menu for ${username}` });
  }

  get loginButton(): Locator {
    return this.mainNav.getByRole('button', { name: 'Login', exact: true });
  }

  get testnetBanner(): Locator {
    return this.page.getByRole('banner').getByText('This website runs on the sidechain testnet.');
  }

  get cartButton(): Locator {
    return this.mainNav.getByRole('button', { name: /^Cart, \d+ items?$/ });
  }

  get colorModeToggle(): Locator {
    return this.mainNav.getByRole('button', { name: /^Colour mode:/ });
  }

  get mobileMenuButton(): Locator {
    return this.mainNav.getByRole('button', { name: 'Open menu' });
  }

  get mobileMenu(): Locator {
    return this.page.getByRole('navigation', { name: 'Site menu' });
  }

  /** Waits until the header shows the session's outcome (Login or the account button). */
  async ready(username?: string): Promise<void> {
    await expect(username ? this.accountButton(username) : this.loginButton).toBeVisible();
  }

  async headerLinkTargets(): Promise<Array<[string, string | null]>> {
    const links = await this.mainNav.getByRole('link').all();
    return Promise.all(links.map(async (link) => [(await link.textContent()) ?? '', await link.getAttribute('href')] as [string, string | null]));
  }

  /** Puts items into an account's cart (or the visitor's, `null`) the way `@tdx/cart` stores them. */
  async seedCart(account: string | null, items: StoredCartItem[]): Promise<void> {
    const key = account ? `openhive-cart:${account}` : 'openhive-cart:@anonymous';
    await this.page.evaluate(([storageKey, value]) => localStorage.setItem(storageKey, value), [key, JSON.stringify(items)] as const);
  }

  /** The header bar's fill and text colour, and the Login button's fill. */
  async headerColors(): Promise<{ bar: string; text: string; login: string }> {
    const header = this.page.getByRole('banner');
    const login = this.mainNav.getByRole('button', { name: 'Login' });
    const [bar, text] = await header.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]);
    return { bar, text, login: await login.evaluate((element) => getComputedStyle(element).backgroundColor) };
  }

  async pageBackground(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  }

  /** True when nothing is wider than the window (no sideways scrolling). */
  async fitsWidth(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  }
}
