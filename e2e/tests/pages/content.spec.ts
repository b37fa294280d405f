import { expect, test } from '../../fixtures';
import { ContentPage } from '../../pages/pages';

test.describe('content pages', () => {
  test('the FAQ opens each answer from the keyboard and groups questions by topic', async ({ page }) => {
    const faq = new ContentPage(page);
    await page.goto('/faq');
    await expect(page).toHaveTitle('FAQ - Tribaldex');
    await expect(faq.heading('Frequently asked questions')).toBeVisible();
    for (const topic of ['Getting started', 'Tokens, trading and fees', 'Deposits and withdrawals', 'Nodes and connection']) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }

    const question = faq.question('How do I get SWAP.HIVE?');
    const answer = await faq.answerOf(question);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toContainText('0.75 %');
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();

    await faq.question('How does signing in work?').click();
    await expect(page.getByText(/signs a short message/)).toBeVisible();
  });

  test('the privacy policy names every cookie and browser storage key the site uses', async ({ page }) => {
    const privacy = new ContentPage(page);
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle('Privacy Policy - Tribaldex');
    await expect(privacy.heading('Privacy Policy')).toBeVisible();
    const main = page.getByRole('main');
    for (const key of ['auth.access_token', 'auth.refresh_token', 'hive-rpc', 'sidechain-rpc', 'sidechain-id', 'announcements-shown', 'color-mode']) {
      await expect(main).toContainText(key);
    }
    await expect(main).toContainText('never sees your private keys');
  });

  test('the offerings page presents outposts, SMT and the pack manager and links to each', async ({ page }) => {
    const offerings = new ContentPage(page);
    await page.goto('/offerings');
    await expect(page).toHaveTitle('Offerings - Tribaldex');
    await expect(offerings.heading('Offerings')).toBeVisible();
    for (const name of ['Outposts', 'SMT', 'Pack Manager', 'Token funds', 'Mining pools']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'Open the Pack Manager' }).click();
    await expect(page).toHaveURL('/packmanager');
  });
});
