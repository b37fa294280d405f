import { siteSettings } from '../../pages/admin';
import { Shell } from '../../pages/shell';
import { expect, test } from './fixtures';

test('seeded hostile announcement text is shown as plain text', async ({ admin }) => {
  await expect(admin.announcements.getByRole('heading', { name: '<img src=x onerror=alert(1)> Free BEE!' })).toBeVisible();
  await expect(admin.announcements.locator('img, script, a')).toHaveCount(0);
});

test('alice adds, edits and removes an announcement; the settings API follows each save and visitors get it as a toast', async ({
  page,
  admin,
  visitor: visitorPage,
}) => {
  const shell = new Shell(page);
  const seededIds = (await siteSettings()).announcements.map((announcement) => announcement.id);
  const visitor = new Shell(visitorPage);
  const visitHome = async () => {
    await visitor.page.goto('/');
    // A seeded announcement's toast means the visitor's settings have loaded.
    await expect(visitor.toast('Welcome to the Tribaldex devnet')).toBeVisible();
  };

  await admin.addAnnouncement('Market upgrade', 'Order books pause at 02:00 UTC for ten minutes.');
  await expect(admin.saveStatus).toHaveText('Unsaved changes: announcements');
  await admin.save();
  await expect(shell.toast('Settings saved')).toBeVisible();
  // This tab refreshed its settings at once, so the admin sees the new toast too.
  await expect(shell.toast('Market upgrade')).toBeVisible();
  await admin.dismissToast('Market upgrade');
  const added = (await siteSettings()).announcements.find((announcement) => announcement.title === 'Market upgrade');
  expect(added).toMatchObject({ message: 'Order books pause at 02:00 UTC for ten minutes.' });
  expect(added?.id).toMatch(/^announcement-/);
  expect(seededIds).not.toContain(added?.id);
  await visitHome();
  await expect(visitor.toast('Order books pause at 02:00 UTC for ten minutes.')).toContainText('Market upgrade');

  await admin.editAnnouncement('Market upgrade', 'Market upgrade moved', 'Order books pause at 03:00 UTC instead.');
  await admin.save();
  expect((await siteSettings()).announcements.find((announcement) => announcement.id === added?.id)).toEqual({
    id: added?.id,
    title: 'Market upgrade moved',
    message: 'Order books pause at 03:00 UTC instead.',
  });
  await visitHome();
  await expect(visitor.toast('Order books pause at 03:00 UTC instead.')).toContainText('Market upgrade moved');

  await admin.removeAnnouncement('Market upgrade moved');
  await admin.save();
  expect((await siteSettings()).announcements.map((announcement) => announcement.id)).toEqual(seededIds);
  await visitHome();
  await expect(visitor.toast('Market upgrade')).toHaveCount(0);
});

test('an announcement without a title is refused in the dialog and nothing is added', async ({ page, admin }) => {
  await admin.announcements.getByRole('button', { name: 'Add announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('No title here');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Enter a title')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('No title here');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.saveStatus).toHaveText('No unsaved changes');
});
