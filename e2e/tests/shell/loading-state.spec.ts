import { expect, test } from '../../fixtures';
import { holdSettings } from '../../fixtures/held-settings';

test('a loading page fills the screen without scrolling, says so at once and shows its spinner only once the wait is noticeable', async ({ page }) => {
  const releaseSettings = await holdSettings(page);

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
