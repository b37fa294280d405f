import { expect, test } from '../../fixtures';
import { Shell } from '../../pages/shell';
import { Site } from '../../pages/site';

test('six failed logins leave five error toasts, bottom right, 16 px apart', async ({ page, devnet }) => {
  const shell = new Shell(page);
  const site = new Site(page);
  await devnet.patchSettings({ announcements: [] });
  await page.goto('/');
  await devnet.fault('api', 0, 'error');
  await shell.openLogin();
  await shell.usernameField.fill('alice');
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await shell.submitLogin.click();
    await expect(site.toasts).toHaveCount(Math.min(attempt, 5));
    await expect(shell.submitLogin).toBeEnabled();
  }
  await expect(site.toasts).toHaveCount(5);
  await expect(site.toast(/Error/)).toHaveCount(5);

  // Measured once the stack has settled: the dropped toast collapses and the new one slides in.
  const viewport = page.viewportSize()!;
  const layout = async () => {
    const boxes = (await Promise.all((await site.toasts.all()).map((toast) => toast.boundingBox()))).map((box) => box!);
    boxes.sort((a, b) => a.y - b.y);
    const last = boxes.at(-1)!;
    return {
      nearRightEdge: boxes.every((box) => viewport.width - (box.x + box.width) < 40),
      // Bottom right, lifted above the RPC Configuration button in that corner.
      nearBottom: viewport.height - (last.y + last.height) < 100,
      gaps: boxes.slice(1).map((box, n) => Math.round(box.y - (boxes[n]!.y + boxes[n]!.height))),
    };
  };
  await expect.poll(layout).toEqual({ nearRightEdge: true, nearBottom: true, gaps: [16, 16, 16, 16] });
});

test('six announcements leave the five newest toasts: the oldest is dropped', async ({ page, devnet }) => {
  const site = new Site(page);
  const announcements = [1, 2, 3, 4, 5, 6].map((n) => ({ id: `note-${n}`, title: `Notice number ${n}`, message: `Body of notice ${n}` }));
  await devnet.patchSettings({ announcements });
  await page.goto('/');
  await expect(site.toast('Notice number 6')).toBeVisible();
  await expect(site.toast('Notice number 1')).toHaveCount(0);
  await expect(site.toasts).toHaveCount(5);
  for (const n of [2, 3, 4, 5]) await expect(site.toast(`Notice number ${n}`)).toBeVisible();
});
