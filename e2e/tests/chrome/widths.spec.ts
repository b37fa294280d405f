import { expect, test } from '../../fixtures';
import { Chrome } from '../../pages/chrome';

// Below 1200 px the links move into the mobile menu; at every width the bar is one row and nothing scrolls sideways.
for (const [width, linksInBar] of [
  [768, false],
  [1024, false],
  [1199, false],
  [1200, true],
  [1440, true],
] as const) {
  test(`at ${width} px an admin's header on OpenHive fits on one row`, async ({ page, logIn }) => {
    const chrome = new Chrome(page);
    await page.setViewportSize({ width, height: 800 });
    await logIn('alice');
    await page.goto('/openhive');
    await chrome.ready('alice');
    await expect(chrome.cartButton).toBeVisible();
    await expect(chrome.headerLink('Admin')).toHaveCount(linksInBar ? 1 : 0);
    await expect(chrome.mobileMenuButton).toHaveCount(linksInBar ? 0 : 1);
    expect(await chrome.fitsWidth()).toBe(true);
    expect((await chrome.mainNav.boundingBox())?.height).toBeLessThanOrEqual(64);
  });
}
