import { expect, test } from '../../fixtures';
import { Chrome, HEADER_COLORS, PAGE_BACKGROUND } from '../../pages/chrome';

test('on system the page follows the device’s colour scheme', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(chrome.colorModeToggle).toHaveAccessibleName('Colour mode: System (switch to Light)');
  await expect.poll(() => chrome.pageBackground()).toBe(PAGE_BACKGROUND.dark);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => chrome.pageBackground()).toBe(PAGE_BACKGROUND.light);
});

test('the chosen mode is kept across reloads, whatever the device prefers', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await chrome.colorModeToggle.click();
  await chrome.colorModeToggle.click();
  await expect(chrome.colorModeToggle).toHaveAccessibleName('Colour mode: Dark (switch to System)');
  await expect.poll(() => chrome.pageBackground()).toBe(PAGE_BACKGROUND.dark);

  await page.reload();
  await expect(chrome.colorModeToggle).toHaveAccessibleName('Colour mode: Dark (switch to System)');
  await expect.poll(() => chrome.pageBackground()).toBe(PAGE_BACKGROUND.dark);

  await chrome.colorModeToggle.click();
  await page.reload();
  await expect(chrome.colorModeToggle).toHaveAccessibleName('Colour mode: System (switch to Light)');
  await expect.poll(() => chrome.pageBackground()).toBe(PAGE_BACKGROUND.light);
});

test('the header, styled by the static stylesheet, follows the mode with the page', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/trade/BEE');
  await expect.poll(() => chrome.headerColors()).toEqual(HEADER_COLORS.light);
  await chrome.colorModeToggle.click();
  await chrome.colorModeToggle.click();
  await expect.poll(() => chrome.headerColors()).toEqual(HEADER_COLORS.dark);
  await expect.poll(() => chrome.pageBackground()).toBe(PAGE_BACKGROUND.dark);
});
