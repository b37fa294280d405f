import { expect, test } from '../../fixtures';
import { Chrome, type StoredCartItem } from '../../pages/chrome';

const STAR_1: StoredCartItem = { nftSymbol: 'STAR', nftId: '1', account: 'carol', price: '5', priceSymbol: 'SWAP.HIVE' };
const STAR_2: StoredCartItem = { nftSymbol: 'STAR', nftId: '2', account: 'bob' };
const CITY_7: StoredCartItem = { nftSymbol: 'CITY', nftId: '7', account: 'dave' };

test('the cart button shows only on OpenHive pages, with the count of the stored cart', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.ready();
  await chrome.seedCart(null, [STAR_1, STAR_2, CITY_7]);
  await expect(chrome.cartButton).toHaveCount(0);

  await chrome.headerLink('OpenHive').click();
  await expect(page).toHaveURL('/openhive');
  await expect(chrome.cartButton).toHaveAccessibleName('Cart, 3 items');
  await expect(chrome.cartButton).toContainText('3');

  await page.goto('/openhive/explore');
  await expect(chrome.cartButton).toHaveAccessibleName('Cart, 3 items');

  await chrome.headerLink('Witnesses').click();
  await expect(page).toHaveURL('/witnesses');
  await expect(chrome.cartButton).toHaveCount(0);
});

test('each account has its own cart, apart from the visitor’s', async ({ page, logIn }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.seedCart(null, [STAR_1]);
  await chrome.seedCart('bob', [STAR_1, STAR_2]);
  await page.goto('/openhive');
  await expect(chrome.cartButton).toHaveAccessibleName('Cart, 1 item');

  await logIn('bob');
  await page.reload();
  await chrome.ready('bob');
  await expect(chrome.cartButton).toHaveAccessibleName('Cart, 2 items');
});

test('the cart list removes an item, clears the cart, and the store keeps it across reloads', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await chrome.seedCart(null, [STAR_1, STAR_2, CITY_7]);
  await page.goto('/openhive');
  await chrome.cartButton.click();
  const cart = page.getByRole('menu', { name: 'Cart' });
  await expect(cart.getByRole('menuitem', { name: /STAR #1/ })).toContainText('5 SWAP.HIVE');
  await cart.getByRole('menuitem', { name: /CITY #7/ }).click();
  await expect(cart.getByRole('menuitem', { name: /CITY #7/ })).toHaveCount(0);
  // Focus stays in the menu: it moved to the next entry before the removed one went away.
  await expect(cart.getByRole('menuitem', { name: 'Clear cart' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(chrome.cartButton).toHaveAccessibleName('Cart, 2 items');

  await page.reload();
  await expect(chrome.cartButton).toHaveAccessibleName('Cart, 2 items');
  await chrome.cartButton.click();
  await cart.getByRole('menuitem', { name: 'Clear cart' }).click();
  await expect(chrome.cartButton).toHaveAccessibleName('Cart, 0 items');
  await expect(chrome.cartButton).not.toContainText(/\d/);
});

test('a corrupt stored cart counts as empty and the page still works', async ({ page }) => {
  const chrome = new Chrome(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('openhive-cart:@anonymous', '{"broken":'));
  await page.goto('/openhive');
  await expect(chrome.cartButton).toHaveAccessibleName('Cart, 0 items');
  await chrome.cartButton.click();
  await expect(page.getByRole('menu', { name: 'Cart' })).toContainText('Your cart is empty.');
});
