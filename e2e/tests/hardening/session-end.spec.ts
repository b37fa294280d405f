import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { SITE_URL } from '../../fixtures/session';
import { Shell } from '../../pages/shell';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A well-formed token, valid for an hour, that the main API refuses (not signed with its secret). */
function revokedToken(username: string): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: username, scope: [], exp })}.${Buffer.from('not the devnet secret').toString('base64url')}`;
}

const setCookie = (context: BrowserContext, name: string, value: string) =>
  context.addCookies([{ name, value, url: SITE_URL, sameSite: 'Strict' as const }]);

const tokenCookies = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('auth.'));

test('a garbage session cookie is removed on load and the visitor is shown signed out', async ({ page, context }) => {
  await setCookie(context, 'auth.access_token', 'garbage');
  await page.goto('/');
  await expect(new Shell(page).loginButton).toBeVisible();
  await expect.poll(() => tokenCookies(context)).toEqual([]);
});

test('a returning user whose refresh token is refused is signed out with a message and the cookie removed', async ({ page, context }) => {
  // The access token already expired (its cookie is gone); the refresh answers 401.
  await setCookie(context, 'auth.refresh_token', revokedToken('alice'));
  await page.goto('/');
  const shell = new Shell(page);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(shell.loginButton).toBeVisible();
  expect(await tokenCookies(context)).toEqual([]);
});

test('a signed-in user whose session is refused at the next refresh is logged out with a message', async ({ page, context, logIn }) => {
  await page.clock.install();
  await logIn('alice');
  await page.goto('/');
  const shell = new Shell(page);
  await expect(shell.userMenuButton('alice')).toBeVisible();

  await setCookie(context, 'auth.refresh_token', revokedToken('alice'));
  await page.clock.fastForward('10:00');
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(shell.loginButton).toBeVisible();
  await expect(shell.userMenuButton('alice')).toHaveCount(0);
  expect(await tokenCookies(context)).toEqual([]);
});
