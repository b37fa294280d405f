import BigNumber from 'bignumber.js';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { chain, tokensChain } from '../../pages/contracts-tokens';
import { TokenCreatePage } from '../../pages/contracts-token-create';
import { TokenManagePage } from '../../pages/contracts-token-manage';

const same = (value: string) => new BigNumber(value).toFixed();

test.beforeEach(async ({ logIn }) => {
  await logIn('bob');
});

test('creating a token burns the live fee, writes its row and metadata, then opens its management page', async ({ page }) => {
  const create = new TokenCreatePage(page);
  const { tokenCreationFee: fee } = await tokensChain.fees();
  const before = { bob: await chain.balance('bob', 'BEE'), burnt: await chain.balance('null', 'BEE') };
  await create.open();
  await expect(create.form).toContainText(`Creating a token costs ${new BigNumber(fee).toFormat(8)} BEE, burned.`);
  await create.fill({
    Name: 'Bob Test Token',
    'Precision (decimals)': '3',
    'Max supply': '1000000.5',
    'Website (optional)': 'https://bobtest.example',
    'Icon URL (optional)': 'https://bobtest.example/icon.png',
    'Description (optional)': 'A token <b>made</b> in a test',
  });
  await create.field('Symbol').fill('bobtest');
  await expect(create.field('Symbol')).toHaveValue('BOBTEST');
  await expect(create.form.getByText('BOBTEST is available')).toBeVisible();
  await expect(create.previewFigure('Max supply')).toHaveText('1,000,000.500 BOBTEST');
  await expect(create.previewFigure('Description')).toHaveText('A token <b>made</b> in a test');

  await create.submit.click();
  await expect(page).toHaveURL(/\/tokens\/manage\?symbol=BOBTEST$/);
  const manage = new TokenManagePage(page);
  await expect(manage.tokenHeading('BOBTEST')).toBeVisible();
  await expect(manage.figure('BOBTEST', 'Max supply')).toHaveText('1,000,000.500 BOBTEST');
  await expect(manage.figure('BOBTEST', 'Description')).toHaveText('A token <b>made</b> in a test');

  const row = await tokensChain.token('BOBTEST');
  expect(row).toMatchObject({ issuer: 'bob', name: 'Bob Test Token', precision: 3, maxSupply: '1000000.500', supply: '0', circulatingSupply: '0', stakingEnabled: false, delegationEnabled: false });
  expect(JSON.parse(row?.metadata ?? '{}')).toEqual({ url: 'https://bobtest.example', icon: 'https://bobtest.example/icon.png', desc: 'A token <b>made</b> in a test' });
  expect(same(await chain.balance('bob', 'BEE'))).toBe(new BigNumber(before.bob).minus(fee).toFixed());
  expect(same(await chain.balance('null', 'BEE'))).toBe(new BigNumber(before.burnt).plus(fee).toFixed());
});

test('a taken symbol is said live beside the field, and nothing is sent', async ({ page }) => {
  const create = new TokenCreatePage(page);
  const before = { bee: await chain.balance('bob', 'BEE'), issued: await tokensChain.issuedBy('bob') };
  await create.open();
  await create.fill({ Name: 'Another Honey', Symbol: 'HONEY', 'Max supply': '1000' });
  await expect(create.message('HONEY already exists: choose another symbol')).toBeVisible();
  await create.submit.click();
  await expect(create.message('HONEY already exists: choose another symbol')).toBeVisible();
  await expect(page).toHaveURL(/\/tokens\/create$/);
  expect(await chain.balance('bob', 'BEE')).toBe(before.bee);
  expect(await tokensChain.issuedBy('bob')).toEqual(before.issued);
  expect((await tokensChain.token('HONEY'))?.issuer).toBe('alice');
});

test('every field the contract would refuse says why beside it, and nothing is sent', async ({ page }) => {
  const create = new TokenCreatePage(page);
  const before = { bee: await chain.balance('bob', 'BEE'), issued: await tokensChain.issuedBy('bob') };
  await create.open();
  await create.submit.click();
  await expect(create.field('Name')).toHaveAccessibleDescription('Enter a name');
  await expect(create.field('Symbol')).toHaveAccessibleDescription('Enter a symbol');
  await expect(create.field('Max supply')).toHaveAccessibleDescription('Enter the maximum supply');

  await create.fill({
    Name: 'Bad-Name!',
    Symbol: 'METHANE',
    'Precision (decimals)': '9',
    'Max supply': '9007199254740992',
    'Website (optional)': 'javascript:alert(1)',
    'Icon URL (optional)': 'ftp://icons.example/x.png',
  });
  await expect(create.field('Name')).toHaveAccessibleDescription('Letters, digits and spaces only, at most 50 characters');
  await expect(create.field('Symbol')).toHaveAccessibleDescription('Symbols containing ETH are reserved for Hive Engine');
  await expect(create.field('Precision (decimals)')).toHaveAccessibleDescription('Enter a whole number from 0 to 8');
  await expect(create.field('Max supply')).toHaveAccessibleDescription('The maximum supply can be at most 9,007,199,254,740,991');
  await expect(create.field('Website (optional)')).toHaveAccessibleDescription('Enter an http(s) address of at most 255 characters');
  await expect(create.field('Icon URL (optional)')).toHaveAccessibleDescription('Enter an http(s) address of at most 255 characters');

  await create.fill({ Symbol: 'BOB.T', 'Precision (decimals)': '2', 'Max supply': '10.125' });
  await expect(create.field('Symbol')).toHaveAccessibleDescription('A "." in a symbol is reserved for Hive Engine');
  await expect(create.field('Max supply')).toHaveAccessibleDescription('At most 2 decimals (the precision)');
  await create.fill({ Symbol: 'GLINT' });
  await expect(create.field('Symbol')).toHaveAccessibleDescription('GLINT is reserved for another account');

  await create.submit.click();
  await expect(create.message('Correct the fields marked in red first.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await chain.balance('bob', 'BEE')).toBe(before.bee);
  expect(await tokensChain.issuedBy('bob')).toEqual(before.issued);
});

test('a user without the BEE for the fee is told what it costs and where to get BEE, and cannot send', async ({ page }) => {
  const { tokenCreationFee: fee } = await tokensChain.fees();
  const bee = await chain.balance('bob', 'BEE');
  const keep = new BigNumber(fee).minus('0.5');
  await chain.broadcast('bob', { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'alice', quantity: new BigNumber(bee).minus(keep).toFixed(8), memo: '' } });
  await expect.poll(() => chain.balance('bob', 'BEE')).toBe(keep.toFixed(8));

  const create = new TokenCreatePage(page);
  await create.open();
  const short = create.message(`Creating a token costs ${new BigNumber(fee).toFormat()} BEE; you have ${keep.toFormat()} BEE.`);
  await expect(short).toBeVisible();
  await expect(short.getByRole('link', { name: 'Buy BEE' })).toHaveAttribute('href', '/trade/BEE');
  await expect(short.getByRole('link', { name: 'Swap for BEE' })).toHaveAttribute('href', '/swap?from=SWAP.HIVE&to=BEE');
  await create.fill({ Name: 'Poor Token', Symbol: 'POORTOKEN', 'Max supply': '1000' });
  await expect(create.submit).toBeDisabled();
  expect(await tokensChain.token('POORTOKEN')).toBeUndefined();
  expect(await chain.balance('bob', 'BEE')).toBe(keep.toFixed(8));
});

test('a Keychain cancel keeps the form as typed and creates nothing', async ({ page, devnet }) => {
  await devnet.keychain('cancel');
  const create = new TokenCreatePage(page);
  const bee = await chain.balance('bob', 'BEE');
  await create.open();
  await create.fill({ Name: 'Cancelled Token', Symbol: 'CANCELT', 'Max supply': '500', 'Description (optional)': 'kept' });
  await create.submit.click();
  await expect(create.message('Transaction cancelled')).toBeVisible();
  await expect(create.field('Name')).toHaveValue('Cancelled Token');
  await expect(create.field('Symbol')).toHaveValue('CANCELT');
  await expect(create.field('Description (optional)')).toHaveValue('kept');
  await expect(page).toHaveURL(/\/tokens\/create$/);
  expect(await tokensChain.token('CANCELT')).toBeUndefined();
  expect(await chain.balance('bob', 'BEE')).toBe(bee);
});

test('the form fits a 375 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const create = new TokenCreatePage(page);
  await create.open();
  await create.fill({ Name: 'Narrow Token', Symbol: 'NARROW', 'Max supply': '123456789012.5', 'Precision (decimals)': '1' });
  await expect(create.preview).toBeVisible();
  const button = await create.submit.boundingBox();
  expect((button?.x ?? Infinity) + (button?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
