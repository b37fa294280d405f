import BigNumber from 'bignumber.js';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { chain } from '../../pages/nft';
import { nftAirdropChain, NftAirdropPage } from '../../pages/nft-airdrop';

const SYMBOL = 'DROPS';
/** Recipient names need no Hive account: the sidechain only checks their form. */
const recipients = (count: number, stem = 'drop') => Array.from({ length: count }, (_, index) => `${stem}-${String(index + 1).padStart(3, '0')}`);

test.beforeEach(async ({ logIn }) => {
  await logIn('alice');
});

test('100 accounts get one NFT each: one transaction, the fee burned, each recipient owns its instance', async ({ page, devnet }) => {
  await nftAirdropChain.mint('alice', SYMBOL, 100);
  const beeBefore = await chain.balance('alice', 'BEE');
  const names = recipients(100);
  const airdrop = new NftAirdropPage(page);
  await airdrop.open();
  await airdrop.fill(SYMBOL, names.join('\n'));
  await expect(airdrop.figures).toContainText(`You can send 100 ${SYMBOL} instances`);
  await expect(airdrop.figures).toContainText('Fee: 10.00000000 BEE burned (0.10000000 BEE per NFT)');
  await expect(page.getByText(`100 good rows, total 100 ${SYMBOL}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await airdrop.send.click();
  const progress = airdrop.progress(SYMBOL);
  await expect(progress.getByRole('status')).toHaveText('1 of 1 sent');
  await expect(page.getByText('All 1 transaction is confirmed.')).toBeVisible();
  expect(new BigNumber(beeBefore).minus(await chain.balance('alice', 'BEE')).toFixed()).toBe('10');

  // The contract holds the NFTs until its tick of the next block hands them out.
  await devnet.advanceClock(3000);
  await expect.poll(() => nftAirdropChain.pendingAirdrops()).toEqual([]);
  const owners = await nftAirdropChain.owners(SYMBOL);
  names.forEach((name, index) => expect(owners.get(index + 1), `instance ${index + 1}`).toBe(name));
});

test('a list with a bad name or asking more instances than held is refused line by line, and nothing is sent', async ({ page }) => {
  await nftAirdropChain.mint('alice', SYMBOL, 5);
  const airdrop = new NftAirdropPage(page);
  await airdrop.open();
  await airdrop.fill(SYMBOL, 'bob\ncarol,2\nBad_Name!\nbob');
  await expect(airdrop.rowProblems).toContainText('Line 3, account:');
  await expect(airdrop.rowProblems).toContainText('Line 4, account: bob is already on line 1');
  await airdrop.send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Correct the list first' })).toBeVisible();

  await airdrop.recipients.fill('bob,3\ncarol,3');
  await expect(airdrop.problems).toHaveText('Not enough DROPS instances: the list asks for 6, you can send 5');
  await airdrop.send.click();
  await expect(airdrop.progress(SYMBOL)).toHaveCount(0);

  await airdrop.recipients.fill('bob,51');
  await expect(airdrop.problems).toContainText('Line 1: at most 50 NFTs per account in one airdrop');
  expect([...(await nftAirdropChain.owners(SYMBOL)).values()]).toEqual(Array(5).fill('alice'));
  expect(await nftAirdropChain.pendingAirdrops()).toEqual([]);
});

test('a Keychain cancel on the second transaction, then a reload: the same list resumes with only what is left, nothing sent twice', async ({ page, devnet }) => {
  await nftAirdropChain.mint('alice', SYMBOL, 300);
  const beeBefore = await chain.balance('alice', 'BEE');
  // 300 names of 16 characters do not fit one 8 KB custom_json: two transactions.
  const names = recipients(300, 'airdrop-test');
  const airdrop = new NftAirdropPage(page);
  await airdrop.open();
  await devnet.keychain('interactive');
  await airdrop.fill(SYMBOL, names.join('\n'));
  await airdrop.send.click();
  const progress = airdrop.progress(SYMBOL);
  await airdrop.keychainDialog().getByRole('button', { name: 'Approve' }).click();
  await expect(progress.getByRole('status')).toContainText('1 of 2 sent');
  await airdrop.keychainDialog().getByRole('button', { name: 'Reject' }).click();
  await expect(progress.getByRole('status')).toContainText('1 failed');
  await expect(progress).toContainText('Transaction 2');
  await expect(progress).toContainText('Failed (Transaction cancelled)');
  const firstFee = new BigNumber(beeBefore).minus(await chain.balance('alice', 'BEE'));
  expect(firstFee.gt(0) && firstFee.lt(30)).toBe(true);

  await page.reload();
  await expect(airdrop.nft).toBeVisible();
  await airdrop.fill(SYMBOL, names.join('\n'));
  await expect(airdrop.resume).toHaveText('Resume sending (1 of 2 left)');
  await expect(progress.getByRole('status')).toContainText('1 of 2 sent');
  await devnet.keychain('approve');
  await airdrop.resume.click();
  await expect(page.getByText('All 2 transactions are confirmed.')).toBeVisible();
  expect(new BigNumber(beeBefore).minus(await chain.balance('alice', 'BEE')).toFixed()).toBe('30');

  await devnet.advanceClock(3000);
  await devnet.advanceClock(3000);
  await expect.poll(() => nftAirdropChain.pendingAirdrops()).toEqual([]);
  const owners = await nftAirdropChain.owners(SYMBOL);
  names.forEach((name, index) => expect(owners.get(index + 1), `instance ${index + 1}`).toBe(name));
});

test('at 375 px the form fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await nftAirdropChain.mint('alice', SYMBOL, 2);
  const airdrop = new NftAirdropPage(page);
  await airdrop.open();
  await airdrop.fill(SYMBOL, 'bob\ncarol');
  await expect(airdrop.send).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});

test('the old address /nft-airdrop leads to /nftairdrop', async ({ page }) => {
  const airdrop = new NftAirdropPage(page);
  await page.goto('/nft-airdrop');
  await expect(page).toHaveURL(/\/nftairdrop$/);
  await expect(airdrop.nft).toBeVisible();
});
