import type { Page } from '@playwright/test';
import { test as base } from '../../fixtures';
import { SITE_URL } from '../../fixtures/session';
import { AdminPage } from '../../pages/admin';

interface AdminFixtures {
  /** A page `admin` opens first, so the history has an entry before /admin (`test.use` it). */
  adminArrivesFrom: string | null;
  /** alice, the devnet's administrator, logged in on /admin. */
  admin: AdminPage;
  /** Another visitor: a page in a browser context of its own (no session, no storage shared). */
  visitor: Page;
}

export const test = base.extend<AdminFixtures>({
  adminArrivesFrom: [null, { option: true }],
  admin: async ({ page, logIn, adminArrivesFrom }, use) => {
    await logIn('alice');
    if (adminArrivesFrom) await page.goto(adminArrivesFrom);
    const admin = new AdminPage(page);
    await admin.open();
    await use(admin);
  },
  visitor: async ({ browser }, use) => {
    const context = await browser.newContext({ baseURL: SITE_URL });
    await use(await context.newPage());
    await context.close();
  },
});

export { expect } from '../../fixtures';
