import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { Site } from '../../pages/site';

test.use({ viewport: { width: 375, height: 740 } });

/** The height the shown toasts take, from the top of the highest to the bottom of the lowest. */
async function stackHeight(site: Site): Promise<number> {
  const boxes = await Promise.all((await site.toasts.all()).map(async (toast) => (await toast.boundingBox())!));
  return Math.max(...boxes.map((box) => box.y + box.height)) - Math.min(...boxes.map((box) => box.y));
}

test('on a phone the seeded announcements fold into the newest toast; "+2 more" shows them all, "Fewer" folds them again', async ({ page }) => {
  const site = new Site(page);
  await page.goto('/');
  const more = page.getByRole('button', { name: '+2 more' });
  await expect(more).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(site.toasts).toHaveCount(1);
  await expect(site.toasts).toContainText('Free BEE!');
  await expect.poll(() => stackHeight(site)).toBeLessThanOrEqual(200);
  await expectNoSeriousA11yViolations(page);

  await more.click();
  await expect(site.toasts).toHaveCount(3);
  const fewer = page.getByRole('button', { name: 'Fewer' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  await fewer.click();
  await expect(site.toasts).toHaveCount(1);

  // Each stays until dismissed: dismissing the newest brings the next, with what is left behind it.
  await site.toasts.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('button', { name: '+1 more' })).toBeVisible();
  await expect(site.toasts).toHaveCount(1);
  await expect(site.toasts).not.toContainText('Free BEE!');
  await site.toasts.getByRole('button', { name: 'Dismiss' }).click();
  await expect(site.toasts).toHaveCount(1);
  await expect(page.getByRole('button', { name: /more$/ })).toHaveCount(0);
});
