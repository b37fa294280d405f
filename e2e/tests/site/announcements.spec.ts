import { expect, test } from '../../fixtures';
import { Site } from '../../pages/site';

const welcome = {
  id: 'e2e-welcome',
  title: 'Welcome to the e2e devnet',
  message: 'This message is long enough to be cut: it runs well past the eighty characters a toast shows, and the modal shows all of it.',
};
const hostile = {
  id: 'e2e-hostile',
  title: '<img src=x onerror="document.title=\'pwned\'"> Free BEE!',
  message: 'Claim now <script>document.title="pwned"</script> [click](javascript:alert(1))',
};

test.beforeEach(async ({ page, devnet }) => {
  await devnet.patchSettings({ announcements: [welcome, hostile] });
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran and opened a ${dialog.type()} dialog`);
  });
});

test('an announcement is a warning toast once: clicking opens it, and after a reload it does not come back', async ({ page }) => {
  const site = new Site(page);
  await page.goto('/');
  const toast = site.toast(welcome.title);
  await expect(toast).toContainText(`${welcome.message.slice(0, 80)}…`);
  await expect(toast).not.toContainText(welcome.message.slice(81));
  await toast.click();
  await expect(toast).toBeHidden();
  const dialog = site.dialog(welcome.title);
  await expect(dialog).toContainText(welcome.message);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await site.shownAnnouncementIds()).toEqual([welcome.id]);

  await page.reload();
  await expect(site.toast('Free BEE!')).toBeVisible();
  await expect(site.toast(welcome.title)).toHaveCount(0);
});

test('a hostile announcement is shown as text in its toast and its modal, which its Close button closes', async ({ page }) => {
  const site = new Site(page);
  await page.goto('/');
  const toast = site.toast('Free BEE!');
  await expect(toast).toContainText(hostile.title);
  await expect(page.locator('#toasts img')).toHaveCount(0);
  await toast.click();
  const dialog = site.dialog(hostile.title);
  await expect(dialog).toContainText(hostile.message);
  await expect(dialog.locator('img, script, a')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveTitle('pwned');
});

test('announcements still show when the stored list is corrupt, and clicking one repairs it', async ({ page }) => {
  const site = new Site(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('announcements-shown', '{corrupt');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(site.toasts).toHaveCount(2);
  await site.toast(welcome.title).click();
  await page.keyboard.press('Escape');
  expect(await site.shownAnnouncementIds()).toEqual([welcome.id]);
});
