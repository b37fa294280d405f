import { expect, test } from '../../fixtures';
import { Shell } from '../../pages/shell';

test('logging in through Keychain signs the user in and closes the modal', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.openLogin();
  await expect(shell.usernameField).toHaveAttribute('placeholder', 'Hive username');
  await shell.logInWithModal('alice');
  await expect(shell.loginDialog).toBeHidden();
  await shell.expectSignedIn('alice');
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['auth.access_token', 'auth.refresh_token']));
  expect(cookies.find((c) => c.name === 'auth.access_token')?.sameSite).toBe('Strict');
});

test('the session survives a reload', async ({ page, logIn }) => {
  await logIn('dave');
  await page.goto('/');
  await new Shell(page).expectSignedIn('dave');
  await page.reload();
  await new Shell(page).expectSignedIn('dave');
});

test('a returning user is shown signed in from the start, and their account button comes without moving the header', async ({ page, logIn }) => {
  await logIn('dave');
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  // The saved session is restored only once the header has been shown (a slow node).
  let headerShown = () => {};
  const answerAllowed = new Promise<void>((resolve) => (headerShown = resolve));
  await page.route('**/auth/v2/me', async (route) => {
    await answerAllowed;
    await route.continue();
  });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const twoFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.goto('/');
  await expect(nav.getByRole('link', { name: 'Wallet' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await twoFrames();
  headerShown();
  await new Shell(page).expectSignedIn('dave');
  await twoFrames();
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
});

test('an invalid username is refused next to the field and nothing is sent', async ({ page }) => {
  const shell = new Shell(page);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v2/login')) logins.push(request.url());
  });
  await page.goto('/');
  await shell.openLogin();
  await shell.usernameField.fill('ab');
  await expect(shell.loginDialog.getByText('Invalid Hive username')).toBeVisible();
  await shell.usernameField.fill('a'.repeat(17));
  await expect(shell.loginDialog.getByText('Invalid Hive username')).toBeVisible();
  await shell.submitLogin.click({ force: true });
  await expect(shell.loginDialog).toBeVisible();
  expect(logins).toEqual([]);
});

test('a failed login shows an error toast titled Error with the server message', async ({ page, devnet }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await devnet.fault('api', 0, 'error');
  await shell.openLogin();
  await shell.logInWithModal('alice');
  await expect(shell.toast(/Error/)).toBeVisible();
  await expect(shell.loginDialog).toBeVisible();
  await expect(shell.submitLogin).toBeEnabled();
  await expect(shell.usernameField).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(shell.loginButton).toBeVisible();
});

test('cancelling in Keychain keeps the user signed out and says so', async ({ page, devnet }) => {
  const shell = new Shell(page);
  await devnet.keychain('cancel');
  await page.goto('/');
  await shell.openLogin();
  await shell.logInWithModal('alice');
  await expect(shell.toast(/cancel/i)).toBeVisible();
  await expect(shell.submitLogin).toBeEnabled();
  await expect(shell.usernameField).toHaveValue('alice');
  await expect(shell.usernameField).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(shell.loginButton).toBeVisible();
});

test('without Keychain the install modal opens', async ({ page, devnet }) => {
  const shell = new Shell(page);
  await devnet.keychain('absent');
  await page.goto('/');
  await shell.openLogin();
  await shell.logInWithModal('alice');
  const dialog = shell.installKeychainDialog;
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Hive Keychain is available for all the major browsers and mobile operating systems.');
  await expect(dialog.getByRole('link', { name: 'Download Hive Keychain' })).toHaveAttribute('href', /^https:\/\//);
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);
});

test('after login the redirect parameter brings the user back', async ({ page }) => {
  const shell = new Shell(page);
  const target = '/wallet/open-orders';
  await page.goto(`/login?redirect=${Buffer.from(target).toString('base64')}`);
  await expect(shell.loginDialog).toBeVisible();
  await shell.logInWithModal('bob');
  await expect(page).toHaveURL(target);
});

test('a redirect parameter pointing to another site is ignored', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto(`/login?redirect=${Buffer.from('https://evil.example/steal').toString('base64')}`);
  await shell.logInWithModal('bob');
  await expect(page).toHaveURL('/');
});

test('logout clears the session and goes home', async ({ page, logIn }) => {
  const shell = new Shell(page);
  await logIn('erin');
  await page.goto('/wallet');
  await shell.userMenuButton('erin').click();
  await expect(page.getByText('Signed in as')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(shell.loginButton).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('auth.access_token');
  expect(names).not.toContain('auth.refresh_token');
});
