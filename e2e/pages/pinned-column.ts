import { expect, type Locator } from '@playwright/test';

/**
 * A pinned cell's control is on screen at its table box's right edge before and after the box
 * scrolls sideways, the table being wider than the box (a phone).
 */
export async function expectPinnedAtRightEdge(table: Locator, control: Locator): Promise<void> {
  const box = table.locator('xpath=..');
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
  const rightGap = () =>
    Promise.all([box.boundingBox(), control.locator('xpath=ancestor::td').boundingBox()]).then(([outer, cell]) => Math.round(outer!.x + outer!.width - (cell!.x + cell!.width)));
  for (const scrollLeft of [0, 60]) {
    await box.evaluate((element, left) => element.scrollTo({ left }), scrollLeft);
    await expect(control).toBeInViewport();
    await expect.poll(rightGap).toBeLessThanOrEqual(1);
  }
}
