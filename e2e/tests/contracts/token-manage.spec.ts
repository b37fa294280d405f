import BigNumber from 'bignumber.js';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { chain, tokensChain } from '../../pages/contracts-tokens';
import { TokenManagePage, UserTokensPage } from '../../pages/contracts-token-manage';

const same = (value: string) => new BigNumber(value).toFixed();

/** A token of bob's with staking and delegation off, made straight on the chain. */
async function bobsNewToken(symbol: string): Promise<void> {
  await tokensChain.create('bob', { symbol, name: 'Managed Token', precision: 2, maxSupply: '1000' });
  await expect.poll(async () => (await tokensChain.token(symbol))?.issuer).toBe('bob');
}

test('/tokens/list shows the tokens the user issues, each with its figures and a link to manage it', async ({ page, logIn }) => {
  await logIn('bob');
  const issued = await tokensChain.issuedBy('bob');
  expect(issued.length).toBeGreaterThan(1);
  const list = new UserTokensPage(page);
  await list.open();
  await expect(list.table).toBeVisible();
  for (const symbol of issued) await expect(list.row(symbol)).toBeVisible();
  await expect(list.table.getByRole('row')).toHaveCount(issued.length + 1);
  const gamer = await tokensChain.token('GAMER');
  await expect(list.row('GAMER')).toContainText(new BigNumber(gamer?.supply ?? '').toFormat(4));
  await expect(list.row('GAMER')).toContainText(new BigNumber(gamer?.maxSupply ?? '').toFormat(4));
  await expect(list.row('GAMER')).toContainText(`On (${gamer?.unstakingCooldown} days, ${gamer?.numberTransactions} tranches)`);
  await expect(list.table.getByRole('row').filter({ hasText: 'HONEY' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await list.row('GAMER').getByRole('link', { name: 'Manage GAMER' }).click();
  await expect(page).toHaveURL(/\/tokens\/manage\?symbol=GAMER$/);
  await expect(new TokenManagePage(page).tokenHeading('GAMER')).toBeVisible();
});

test('a user who issued nothing is told how to create a token, on the list and on the manage page', async ({ page, logIn }) => {
  expect(await tokensChain.issuedBy('whale')).toEqual([]);
  await logIn('whale');
  await new UserTokensPage(page).open();
  await expect(page.getByRole('heading', { name: 'You have not issued any token yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create a token' }).last()).toHaveAttribute('href', '/tokens/create');
  await new TokenManagePage(page).open();
  await expect(page.getByRole('heading', { name: 'You have not issued any token yet' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Token to manage' })).toHaveCount(0);
});

test('the token comes from ?symbol= or the picker; a token of another account or none at all is said so', async ({ page, logIn }) => {
  await logIn('bob');
  const manage = new TokenManagePage(page);
  const [first, second] = await tokensChain.issuedBy('bob');
  await manage.open();
  await expect(manage.tokenHeading(first)).toBeVisible();
  await manage.pick(second);
  await expect(page).toHaveURL(new RegExp(`/tokens/manage\\?symbol=${second}$`));
  await expect(manage.tokenHeading(second)).toBeVisible();

  await manage.open('HONEY');
  await expect(page.getByRole('alert').filter({ hasText: 'HONEY is issued by alice, not by you: only its issuer can manage it.' })).toBeVisible();
  await expect(manage.action('Issue')).toHaveCount(0);
  await manage.open('NOSUCH');
  await expect(page.getByRole('alert').filter({ hasText: 'There is no token NOSUCH on the sidechain.' })).toBeVisible();
});

test('issue, edit details and raise precision change the token on the chain and on the page', async ({ page, logIn }) => {
  await logIn('bob');
  await bobsNewToken('MGMTA');
  const manage = new TokenManagePage(page);
  await manage.open('MGMTA');
  await expect(manage.figure('MGMTA', 'Supply')).toHaveText('0.00 MGMTA');

  let dialog = await manage.openAction('Issue', 'Issue MGMTA');
  await expect(dialog.getByLabel('Issue to')).toHaveValue('bob');
  await dialog.getByLabel('Amount (MGMTA)').fill('250.5');
  await dialog.getByRole('button', { name: 'Issue' }).click();
  await expect(dialog).toBeHidden();
  await expect(manage.figure('MGMTA', 'Supply')).toHaveText('250.50 MGMTA');
  expect(await tokensChain.token('MGMTA')).toMatchObject({ supply: '250.50', circulatingSupply: '250.50' });
  expect(same(await chain.balance('bob', 'MGMTA'))).toBe('250.5');

  dialog = await manage.openAction('Edit details', 'Edit MGMTA details');
  await dialog.getByLabel('Website').fill('https://mgmta.example');
  await dialog.getByLabel('Icon URL').fill('https://mgmta.example/icon.png');
  await dialog.getByLabel('Description').fill('Managed from the page');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(manage.figure('MGMTA', 'Description')).toHaveText('Managed from the page');
  await expect(manage.figure('MGMTA', 'Website').getByRole('link', { name: 'https://mgmta.example' })).toHaveAttribute('href', 'https://mgmta.example/');
  expect(JSON.parse((await tokensChain.token('MGMTA'))?.metadata ?? '{}')).toEqual({ url: 'https://mgmta.example', icon: 'https://mgmta.example/icon.png', desc: 'Managed from the page' });

  dialog = await manage.openAction('Raise precision', 'Raise the precision of MGMTA');
  await dialog.getByLabel(/Decimals \(now 2\)/).fill('5');
  await dialog.getByRole('button', { name: 'Raise precision' }).click();
  await expect(dialog).toBeHidden();
  await expect(manage.figure('MGMTA', 'Precision')).toHaveText('5 decimals');
  expect((await tokensChain.token('MGMTA'))?.precision).toBe(5);
});

test('enable staking then delegation, each burning its live fee; delegation waits for staking', async ({ page, logIn }) => {
  await logIn('bob');
  await bobsNewToken('MGMTB');
  const fees = await tokensChain.fees();
  const bee = await chain.balance('bob', 'BEE');
  const manage = new TokenManagePage(page);
  await manage.open('MGMTB');
  await expect(manage.action('Enable delegation')).toBeDisabled();
  await expect(manage.action('Enable delegation')).toHaveAccessibleDescription('Enable staking first');

  let dialog = await manage.openAction('Enable staking', 'Enable staking for MGMTB');
  await expect(dialog).toContainText(`Fee: ${new BigNumber(fees.enableStakingFee).toFormat(8)} BEE`);
  await dialog.getByLabel('Unstaking cooldown (days)').fill('7');
  await dialog.getByLabel('Number of unstake tranches').fill('2');
  await dialog.getByRole('button', { name: 'Enable staking' }).click();
  await expect(dialog).toBeHidden();
  await expect(manage.figure('MGMTB', 'Staking')).toHaveText('On: unstaking takes 7 days in 2 tranches');
  await expect(manage.action('Enable staking')).toBeDisabled();
  expect(await tokensChain.token('MGMTB')).toMatchObject({ stakingEnabled: true, unstakingCooldown: 7, numberTransactions: 2 });

  dialog = await manage.openAction('Enable delegation', 'Enable delegation for MGMTB');
  await dialog.getByLabel('Undelegation cooldown (days)').fill('3');
  await dialog.getByRole('button', { name: 'Enable delegation' }).click();
  await expect(dialog).toBeHidden();
  await expect(manage.figure('MGMTB', 'Delegation')).toHaveText('On: undelegating takes 3 days');
  expect(await tokensChain.token('MGMTB')).toMatchObject({ delegationEnabled: true, undelegationCooldown: 3 });
  expect(same(await chain.balance('bob', 'BEE'))).toBe(new BigNumber(bee).minus(fees.enableStakingFee).minus(fees.enableDelegationFee).toFixed());
});

test('transfer ownership asks for the symbol typed to confirm, then the token is the new owner’s', async ({ page, logIn }) => {
  await logIn('bob');
  await bobsNewToken('MGMTC');
  const manage = new TokenManagePage(page);
  await manage.open('MGMTC');
  const dialog = await manage.openAction('Transfer ownership', 'Transfer ownership of MGMTC');
  await dialog.getByLabel('New owner').fill('carol');
  await dialog.getByLabel('Type MGMTC to confirm').fill('mgmtc');
  await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(dialog.getByLabel('Type MGMTC to confirm')).toHaveAccessibleDescription('Type MGMTC exactly as shown to confirm the transfer');
  await expectNoSeriousA11yViolations(page);
  expect((await tokensChain.token('MGMTC'))?.issuer).toBe('bob');

  await dialog.getByLabel('Type MGMTC to confirm').fill('MGMTC');
  await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'MGMTC is issued by carol, not by you: only its issuer can manage it.' })).toBeVisible();
  expect((await tokensChain.token('MGMTC'))?.issuer).toBe('carol');
  expect(await tokensChain.issuedBy('bob')).not.toContain('MGMTC');
});

test('a chain refusal shows in the dialog, which keeps what was typed', async ({ page, logIn }) => {
  await logIn('bob');
  await bobsNewToken('MGMTD');
  const manage = new TokenManagePage(page);
  await manage.open('MGMTD');
  const dialog = await manage.openAction('Issue', 'Issue MGMTD');
  await dialog.getByLabel('Amount (MGMTD)').fill('10');
  // Another page of bob's hands the token to carol while this one still shows it as bob's.
  await chain.broadcast('bob', { contractName: 'tokens', contractAction: 'transferOwnership', contractPayload: { symbol: 'MGMTD', to: 'carol' } });
  await expect.poll(async () => (await tokensChain.token('MGMTD'))?.issuer).toBe('carol');
  await dialog.getByRole('button', { name: 'Issue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('not allowed to issue tokens');
  await expect(dialog.getByLabel('Amount (MGMTD)')).toHaveValue('10');
  expect(same((await tokensChain.token('MGMTD'))?.supply ?? '')).toBe('0');
});

test('the manage page fits a 375 px wide screen and passes axe', async ({ page, logIn }) => {
  await logIn('bob');
  await page.setViewportSize({ width: 375, height: 800 });
  const manage = new TokenManagePage(page);
  await manage.open('GAMER');
  await expect(manage.tokenHeading('GAMER')).toBeVisible();
  await expect(manage.action('Transfer ownership')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});
