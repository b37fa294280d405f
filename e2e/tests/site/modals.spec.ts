import { expect, test } from '../../fixtures';
import { Shell } from '../../pages/shell';
import { Site } from '../../pages/site';

test.beforeEach(async ({ devnet }) => {
  await devnet.patchSettings({ announcements: [] });
});

test('the install-Keychain modal stacks over the login modal: z-index 1002 over 1000, only its overlay shows, Escape closes neither', async ({ page, devnet }) => {
  const shell = new Shell(page);
  const site = new Site(page);
  await devnet.keychain('absent');
  await page.goto('/');
  await shell.openLogin();
  await expect.poll(() => site.modalLayer(shell.loginDialog)).toEqual({ zIndex: 1000, overlay: true });
  await shell.logInWithModal('alice');
  await expect(shell.installKeychainDialog).toBeVisible();
  await expect.poll(() => site.modalLayer(shell.installKeychainDialog)).toEqual({ zIndex: 1002, overlay: true });
  await expect.poll(() => site.modalLayer(page.getByRole('dialog', { name: 'Login', includeHidden: true }))).toEqual({ zIndex: 1000, overlay: false });
  await expect.poll(() => shell.installKeychainDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(shell.installKeychainDialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(shell.installKeychainDialog).toBeVisible();
  await expect(shell.loginDialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Login', includeHidden: true })).toBeAttached();
});

test('Escape closes the login modal and gives focus back to the Login button', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.loginButton.focus();
  await page.keyboard.press('Enter');
  await expect(shell.loginDialog).toBeVisible();
  await expect(shell.usernameField).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await shell.loginDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(shell.loginDialog).toBeHidden();
  await expect(shell.loginButton).toBeFocused();
});

test('a closed modal fades out like it faded in, hidden from assistive technology meanwhile, and not at all with reduced motion', async ({ page }) => {
  const shell = new Shell(page);
  const site = new Site(page);
  await page.goto('/');
  await shell.openLogin();
  await expect(shell.usernameField).toBeFocused();
  expect(await site.escapeDialogAndLookAtOnce()).toEqual({ present: true, opacity: '0', transition: 'opacity 200ms ease-in', ariaHidden: 'true' });
  await expect(shell.loginDialog).toBeHidden();
  await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(0);
  await expect(shell.loginButton).toBeFocused();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await shell.openLogin();
  await expect(shell.usernameField).toBeFocused();
  expect(await site.escapeDialogAndLookAtOnce()).toEqual({ present: false });
});

test.describe('on a 375 px touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 700 } });

  test('a quick swipe down closes a modal', async ({ page, devnet }) => {
    const site = new Site(page);
    await devnet.patchSettings({ announcements: [{ id: 'swipe', title: 'Swipe me', message: 'Swipe down to close.' }] });
    await page.goto('/');
    await site.toast('Swipe me').tap();
    const dialog = site.dialog('Swipe me');
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + 20);
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + 60 }] });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(dialog).toBeHidden();
  });
});
