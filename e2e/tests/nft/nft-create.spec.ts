import BigNumber from 'bignumber.js';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { chain, nftChain, NftPages } from '../../pages/nft';
import { NftCreatePage } from '../../pages/nft-create';

const same = (value: string) => new BigNumber(value).toFixed();

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('creating an NFT burns the nft contract’s live fee, writes the definition with every field, then opens its page', async ({ page }) => {
  const fee = await nftChain.creationFee();
  const before = { bob: await chain.balance('bob', 'BEE'), burnt: await chain.balance('null', 'BEE') };
  const create = new NftCreatePage(page);
  await create.open();
  await expect(create.form).toContainText(`Creating an NFT costs ${new BigNumber(fee).toFormat(8)} BEE, burned.`);
  await expect(create.field('Issuing accounts')).toHaveValue('bob');
  await create.fill({
    Name: 'Bob Cards',
    Symbol: 'bobcards',
    'Organisation (optional)': 'Bob Studio',
    'Product (optional)': 'Trading Cards',
    'Website (optional)': 'https://bobcards.example',
    'Max supply (optional)': '5000',
    'Issuing accounts': 'bob, alice',
    'Issuing contracts (optional)': 'packmanager',
  });
  await expect(create.field('Symbol')).toHaveValue('BOBCARDS');
  await expect(create.form.getByText('BOBCARDS is available')).toBeVisible();
  await expect(create.preview).toContainText('Bob Cards');
  await expect(create.preview).toContainText('5,000');

  await create.submit.click();
  await expect(page).toHaveURL(/\/nfts\?symbol=BOBCARDS$/);
  const nfts = new NftPages(page);
  await expect(nfts.heading('BOBCARDS')).toBeVisible();
  await expect(nfts.figure('Supply / max')).toHaveText('0 / 5,000');
  await expect(nfts.figure('Issuing accounts')).toHaveText('bob, alice');
  await expect(nfts.figure('Market')).toHaveText('Not enabled');
  await expect(page.getByText('No instance has been issued yet.')).toBeVisible();

  const row = await nftChain.definition('BOBCARDS');
  expect(row).toMatchObject({
    issuer: 'bob',
    name: 'Bob Cards',
    orgName: 'Bob Studio',
    productName: 'Trading Cards',
    maxSupply: 5000,
    supply: 0,
    authorizedIssuingAccounts: ['bob', 'alice'],
    authorizedIssuingContracts: ['packmanager'],
  });
  expect(JSON.parse(row!.metadata)).toEqual({ url: 'https://bobcards.example' });
  expect(same(await chain.balance('bob', 'BEE'))).toBe(new BigNumber(before.bob).minus(fee).toFixed());
  expect(same(await chain.balance('null', 'BEE'))).toBe(new BigNumber(before.burnt).plus(fee).toFixed());
});

test('a taken symbol is said live beside the field, and nothing is sent', async ({ page }) => {
  const bee = await chain.balance('bob', 'BEE');
  const create = new NftCreatePage(page);
  await create.open();
  await create.fill({ Name: 'Another City', Symbol: 'CITY' });
  await expect(create.message('An NFT named CITY already exists: choose another symbol')).toBeVisible();
  await create.submit.click();
  await expect(create.message('An NFT named CITY already exists: choose another symbol')).toBeVisible();
  await expect(page).toHaveURL(/\/nfts\/create$/);
  expect(await chain.balance('bob', 'BEE')).toBe(bee);
  expect((await nftChain.definition('CITY'))?.issuer).toBe('dcitygame');
});

test('every field the contract would refuse says why beside it, and nothing is sent', async ({ page }) => {
  const bee = await chain.balance('bob', 'BEE');
  const count = (await nftChain.definitions()).length;
  const create = new NftCreatePage(page);
  await create.open();
  await create.submit.click();
  await expect(create.field('Name')).toHaveAccessibleDescription('Enter a name');
  await expect(create.field('Symbol')).toHaveAccessibleDescription('Enter a symbol');

  await create.fill({
    Name: 'Bad-Name!',
    Symbol: 'BOB1',
    'Organisation (optional)': '<b>org</b>',
    'Product (optional)': 'p'.repeat(51),
    'Website (optional)': 'javascript:alert(1)',
    'Max supply (optional)': '9007199254740992',
    'Issuing accounts': 'bob, bob',
    'Issuing contracts (optional)': 'ab',
  });
  await expect(create.field('Name')).toHaveAccessibleDescription('Letters, digits and spaces only, at most 50 characters');
  await expect(create.field('Symbol')).toHaveAccessibleDescription('Use 1 to 10 capital letters A–Z (no digits, no ".")');
  await expect(create.field('Organisation (optional)')).toHaveAccessibleDescription('Letters, digits and spaces only, at most 50 characters');
  await expect(create.field('Product (optional)')).toHaveAccessibleDescription('Letters, digits and spaces only, at most 50 characters');
  await expect(create.field('Website (optional)')).toHaveAccessibleDescription('Enter an http(s) address of at most 255 characters');
  await expect(create.field('Max supply (optional)')).toHaveAccessibleDescription('The maximum supply can be at most 9,007,199,254,740,991');
  await expect(create.field('Issuing accounts')).toHaveAccessibleDescription('“bob” is listed twice');
  await expect(create.field('Issuing contracts (optional)')).toHaveAccessibleDescription('“ab”: a contract name has 3 to 50 characters');
  await create.fill({ Symbol: 'CELL', 'Max supply (optional)': '0' });
  await expect(create.field('Symbol')).toHaveAccessibleDescription('CELL is reserved for another account');
  await expect(create.field('Max supply (optional)')).toHaveAccessibleDescription('The maximum supply must be greater than 0');

  await create.submit.click();
  await expect(create.message('Correct the fields marked in red first.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await chain.balance('bob', 'BEE')).toBe(bee);
  expect(await nftChain.definitions()).toHaveLength(count);
});

test('a user without the BEE for the fee is told what it costs, and cannot send', async ({ page }) => {
  const fee = await nftChain.creationFee();
  const bee = await chain.balance('bob', 'BEE');
  const keep = new BigNumber(fee).minus('0.5');
  await chain.broadcast('bob', { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'alice', quantity: new BigNumber(bee).minus(keep).toFixed(8), memo: '' } });
  await expect.poll(() => chain.balance('bob', 'BEE')).toBe(keep.toFixed(8));

  const create = new NftCreatePage(page);
  await create.open();
  const short = create.message(`Creating an NFT costs ${new BigNumber(fee).toFormat()} BEE; you have ${keep.toFormat()} BEE.`);
  await expect(short).toBeVisible();
  await expect(short.getByRole('link', { name: 'Buy BEE' })).toHaveAttribute('href', '/trade/BEE');
  await create.fill({ Name: 'Poor Cards', Symbol: 'POORCARDS' });
  await expect(create.submit).toBeDisabled();
  expect(await nftChain.definition('POORCARDS')).toBeUndefined();
  expect(await chain.balance('bob', 'BEE')).toBe(keep.toFixed(8));
});

test('a Keychain cancel keeps the form as typed and creates nothing', async ({ page, devnet }) => {
  await devnet.keychain('cancel');
  const bee = await chain.balance('bob', 'BEE');
  const create = new NftCreatePage(page);
  await create.open();
  await create.fill({ Name: 'Cancelled Cards', Symbol: 'CANCELNFT', 'Max supply (optional)': '10' });
  await expect(create.form.getByText('CANCELNFT is available')).toBeVisible();
  await create.submit.click();
  await expect(create.message('Transaction cancelled')).toBeVisible();
  await expect(create.field('Name')).toHaveValue('Cancelled Cards');
  await expect(create.field('Symbol')).toHaveValue('CANCELNFT');
  await expect(create.field('Max supply (optional)')).toHaveValue('10');
  await expect(page).toHaveURL(/\/nfts\/create$/);
  expect(await nftChain.definition('CANCELNFT')).toBeUndefined();
  expect(await chain.balance('bob', 'BEE')).toBe(bee);
});

test('the form fits a 375 px wide screen without serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const create = new NftCreatePage(page);
  await create.open();
  await create.fill({ Name: 'Narrow Cards', Symbol: 'NARROW', 'Max supply (optional)': '123456789012' });
  await expect(create.preview).toBeVisible();
  const button = await create.submit.boundingBox();
  expect((button?.x ?? Infinity) + (button?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
