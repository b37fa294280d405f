import { expect, test } from '../../fixtures';
import { DEVNET_URL } from '../../fixtures/devnet-control';

const SETTINGS_API = `${DEVNET_URL}/api/settings`;

test('a loading page fills the screen without scrolling, says so at once and shows its spinner only once the wait is noticeable', async ({ page }) => {
  // Hold the settings answer: every page waits for it.
  let releaseSettings = () => {};
  const settingsHeld = new Promise<void>((resolve) => (releaseSettings = resolve));
  await page.route(SETTINGS_API, async (route) => {
    await settingsHeld;
    await route.continue();
  });

  await page.goto('/trade/BEE');
  const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(loading).toBeVisible();
  const spinner = loading.getByTestId('spinner');
  // The ring's look at a moment of its animations' timeline (milliseconds since it appeared).
  const ringAt = (ms: number) =>
    spinner.evaluate((ring, at) => {
      for (const animation of ring.getAnimations()) {
        animation.pause();
        animation.currentTime = at;
      }
      const { visibility, transform } = getComputedStyle(ring);
      return { visibility, transform };
    }, ms);
  expect((await ringAt(990)).visibility).toBe('hidden');
  const shown = await ringAt(1010);
  expect(shown.visibility).toBe('visible');
  expect((await ringAt(1200)).transform).not.toBe(shown.transform);

  // The header and the loading page fill the screen: nothing to scroll yet, the footer not there.
  const { scrollHeight, screenHeight } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, screenHeight: window.innerHeight }));
  expect(scrollHeight).toBe(screenHeight);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  releaseSettings();
  await expect(page.locator('#market-title')).toBeVisible();
  await expect(loading).toHaveCount(0);
});
