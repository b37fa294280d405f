import BigNumber from 'bignumber.js';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { chain, nftChain } from '../../pages/nft';
import { createNftOnChain, NftManagePage } from '../../pages/nft-manage';
import { Shell } from '../../pages/shell';

const minus = (value: string, ...amounts: BigNumber.Value[]) => amounts.reduce<BigNumber>((total, amount) => total.minus(amount), new BigNumber(value)).toFixed(8);
/** What the nft contract holds of a token (locked in instances). */
const nftContractBalance = async (symbol: string) => (await chain.find<{ balance: string }>('tokens', 'contractsBalances', { account: 'nft', symbol }))[0]?.balance ?? '0';
const nftParams = async () => (await chain.find<{ dataPropertyCreationFee: string; enableDelegationFee: string; nftIssuanceFee: Record<string, string> }>('nft', 'params', {}))[0];

test.describe('signed in as the issuer', () => {
  test.beforeEach(async ({ logIn }) => {
    await logIn('bob');
  });

  test('a fourth property burns the live property fee, shown before sending', async ({ page }) => {
    await createNftOnChain('bob', 'PROPFEE', { properties: { level: 'number', color: 'string', rare: 'boolean' } });
    const { dataPropertyCreationFee: fee } = await nftParams();
    const bee = await chain.balance('bob', 'BEE');
    const manage = new NftManagePage(page);
    await manage.open('PROPFEE');
    await expect(manage.figure('PROPFEE', 'Properties')).toHaveText('level (number), color (string), rare (boolean)');
    const dialog = await manage.openAction('Add a property', 'Add a property to PROPFEE');
    await expect(dialog).toContainText(`Fee: ${new BigNumber(fee).toFormat(8)} BEE`);
    await dialog.getByRole('textbox', { name: 'Property name' }).fill('bad-name');
    await expect(dialog.getByRole('textbox', { name: 'Property name' })).toHaveAccessibleDescription('Letters and digits only, at most 25 characters');
    await dialog.getByRole('textbox', { name: 'Property name' }).fill('series');
    await manage.choose(dialog, 'Type', 'number');
    await dialog.getByRole('button', { name: 'Add property' }).click();
    await expect(dialog).toBeHidden();
    await expect(manage.figure('PROPFEE', 'Properties')).toContainText('series (number)');
    const row = await nftChain.definition('PROPFEE');
    expect(row?.properties.series).toEqual({ type: 'number', isReadOnly: false, authorizedEditingAccounts: ['bob'], authorizedEditingContracts: [] });
    expect(await chain.balance('bob', 'BEE')).toBe(minus(bee, fee));
  });

  test('a property is renamed and retyped while nothing is issued, and its editors replaced', async ({ page }) => {
    await createNftOnChain('bob', 'PROPEDIT', { properties: { level: 'number', color: 'string' } });
    const manage = new NftManagePage(page);
    await manage.open('PROPEDIT');
    let dialog = await manage.openAction('Edit a property', 'Edit a property of PROPEDIT');
    const newName = dialog.getByRole('textbox', { name: 'New name (optional)' });
    await newName.fill('color');
    await expect(newName).toHaveAccessibleDescription('color is already a property of this NFT');
    await newName.fill('tier');
    await manage.choose(dialog, 'Type', 'string');
    await dialog.getByRole('button', { name: 'Save property' }).click();
    await expect(dialog).toBeHidden();
    expect((await nftChain.definition('PROPEDIT'))?.properties.tier).toMatchObject({ type: 'string', isReadOnly: false });

    dialog = await manage.openAction('Property editors', 'Who may set a property of PROPEDIT');
    await manage.choose(dialog, 'Property', 'color (string)');
    const accounts = dialog.getByRole('textbox', { name: 'Accounts' });
    await accounts.fill('bob, bob');
    await expect(accounts).toHaveAccessibleDescription('“bob” is listed twice');
    await accounts.fill('bob, carol');
    await dialog.getByRole('textbox', { name: 'Contracts' }).fill('packmanager');
    await dialog.getByRole('button', { name: 'Save editors' }).click();
    await expect(dialog).toBeHidden();
    expect((await nftChain.definition('PROPEDIT'))?.properties.color).toMatchObject({ authorizedEditingAccounts: ['bob', 'carol'], authorizedEditingContracts: ['packmanager'] });
  });

  test('issuing one instance sends typed property values and locks tokens out of the issuer’s balance; a wrong type is refused beside its field', async ({ page }) => {
    await createNftOnChain('bob', 'ISSUEONE', { properties: { level: 'number', color: 'string', rare: 'boolean' } });
    const { nftIssuanceFee } = await nftParams();
    const fee = new BigNumber(nftIssuanceFee.BEE).multipliedBy(4);
    const bee = await chain.balance('bob', 'BEE');
    const lockedBefore = await nftContractBalance('BEE');
    const manage = new NftManagePage(page);
    await manage.open('ISSUEONE');
    const dialog = await manage.openAction('Issue one', 'Issue one ISSUEONE');
    await expect(dialog).toContainText(`Fee: ${fee.toFormat()} BEE, burned`);
    await dialog.getByRole('textbox', { name: 'Account' }).fill('alice');
    const level = dialog.getByRole('textbox', { name: 'level (number)' });
    await level.fill('high');
    await expect(level).toHaveAccessibleDescription('Enter a number (e.g. 3 or 2.5)');
    await dialog.getByRole('button', { name: 'Issue' }).click();
    await expect(level).toHaveAccessibleDescription('Enter a number (e.g. 3 or 2.5)');
    expect((await nftChain.definition('ISSUEONE'))?.supply).toBe(0);

    await level.fill('3');
    await dialog.getByRole('textbox', { name: 'color (string)' }).fill('red');
    await manage.choose(dialog, 'rare (boolean)', 'true');
    const locked = dialog.getByRole('textbox', { name: 'Locked tokens (optional)' });
    await locked.fill('SWAP.HIVE 1');
    await expect(locked).toHaveAccessibleDescription('SWAP.HIVE: only symbols of capital letters A–Z can be locked');
    await locked.fill('BEE 1.5');
    await dialog.getByRole('button', { name: 'Issue' }).click();
    await expect(dialog).toBeHidden();
    await expect(manage.figure('ISSUEONE', 'Supply / max')).toHaveText('1 / unlimited');
    const [instance] = await nftChain.instances('ISSUEONE');
    expect(instance).toMatchObject({ account: 'alice', ownedBy: 'u', properties: { level: 3, color: 'red', rare: true }, lockedTokens: { BEE: '1.5' } });
    expect(await chain.balance('bob', 'BEE')).toBe(minus(bee, fee, '1.5'));
    expect(new BigNumber(await nftContractBalance('BEE')).minus(lockedBefore).toFixed()).toBe('1.5');
  });

  test('issuing many sends 10 instances a transaction with their progress; more than the max supply leaves is refused', async ({ page }) => {
    await createNftOnChain('bob', 'MANY', { maxSupply: '12' });
    const manage = new NftManagePage(page);
    await manage.open('MANY');
    const dialog = await manage.openAction('Issue many', 'Issue many MANY');
    const recipients = dialog.getByRole('textbox', { name: 'Recipients' });
    const thirteen = [...Array.from({ length: 7 }, () => 'alice'), ...Array.from({ length: 6 }, () => 'carol')];
    await recipients.fill(thirteen.join('\n'));
    await expect(recipients).toHaveAccessibleDescription('Only 12 more can be issued (max supply)');
    await dialog.getByRole('button', { name: 'Issue all' }).click();
    expect((await nftChain.definition('MANY'))?.supply).toBe(0);

    await recipients.fill(thirteen.slice(1).join(', '));
    await dialog.getByRole('button', { name: 'Issue all' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Issuing MANY' })).toHaveAttribute('aria-valuetext', '2 of 2 sent', { timeout: 30_000 });
    await expect(recipients).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect((await nftChain.definition('MANY'))?.supply).toBe(12);
    const owners = (await nftChain.instances('MANY')).map((row) => row.account);
    expect(owners.filter((owner) => owner === 'alice')).toHaveLength(6);
    expect(owners.filter((owner) => owner === 'carol')).toHaveLength(6);
    await expect(manage.action('Issue one')).toBeDisabled();
    await expect(page.getByText('The whole max supply is issued').first()).toBeVisible();
  });

  test('enabling delegation shows and burns its fee, with the cooldown on chain', async ({ page }) => {
    await createNftOnChain('bob', 'DELEG');
    const { enableDelegationFee: fee } = await nftParams();
    const bee = await chain.balance('bob', 'BEE');
    const manage = new NftManagePage(page);
    await manage.open('DELEG');
    const dialog = await manage.openAction('Enable delegation', 'Enable delegation of DELEG');
    await expect(dialog).toContainText(`Fee: ${new BigNumber(fee).toFormat(8)} BEE`);
    const cooldown = dialog.getByRole('textbox', { name: 'Undelegation cooldown (days)' });
    await cooldown.fill('0');
    await expect(cooldown).toHaveAccessibleDescription('A whole number of days from 1 to 18,250');
    await cooldown.fill('5');
    await dialog.getByRole('button', { name: 'Enable delegation' }).click();
    await expect(dialog).toBeHidden();
    await expect(manage.figure('DELEG', 'Delegation')).toHaveText('On, 5 days to undelegate');
    expect(await nftChain.definition('DELEG')).toMatchObject({ delegationEnabled: true, undelegationCooldown: 5 });
    expect(await chain.balance('bob', 'BEE')).toBe(minus(bee, fee));
  });

  test('a fee the issuer cannot pay is said beside the disabled button, and nothing is sent', async ({ page }) => {
    await createNftOnChain('bob', 'POORNFT');
    const { enableDelegationFee: fee } = await nftParams();
    const bee = await chain.balance('bob', 'BEE');
    const keep = new BigNumber(fee).minus(1);
    await chain.broadcast('bob', { contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'alice', quantity: new BigNumber(bee).minus(keep).toFixed(8), memo: '' } });
    await expect.poll(() => chain.balance('bob', 'BEE')).toBe(keep.toFixed(8));
    const manage = new NftManagePage(page);
    await manage.open('POORNFT');
    const dialog = await manage.openAction('Enable delegation', 'Enable delegation of POORNFT');
    await dialog.getByRole('textbox', { name: 'Undelegation cooldown (days)' }).fill('3');
    await expect(manage.message(dialog, `Not enough BEE: this costs ${new BigNumber(fee).toFormat()} BEE, you have ${keep.toFormat()} BEE`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enable delegation' })).toBeDisabled();
    expect(await nftChain.definition('POORNFT')).toMatchObject({ delegationEnabled: false });
    expect(await chain.balance('bob', 'BEE')).toBe(keep.toFixed(8));
  });

  test('enabling the market with its grouping makes the sell book and sets groupBy', async ({ page }) => {
    await createNftOnChain('bob', 'MARKETNFT', { properties: { series: 'string', level: 'number' } });
    const manage = new NftManagePage(page);
    await manage.open('MARKETNFT');
    const dialog = await manage.openAction('Enable market', 'Enable the MARKETNFT market');
    await dialog.getByRole('checkbox', { name: 'series' }).check();
    await dialog.getByRole('button', { name: 'Enable market' }).click();
    await expect(dialog).toBeHidden();
    await expect(manage.figure('MARKETNFT', 'Grouped by')).toHaveText('series');
    expect((await nftChain.definition('MARKETNFT')) as unknown).toMatchObject({ groupBy: ['series'] });
    // The market list comes from the nftmarket contract's tables: the button says the market is on.
    await expect(manage.action('Market grouping')).toBeDisabled();
  });

  test('the market fees go as basis points once the market is on; a share over 100 % is refused beside its field', async ({ page }) => {
    await createNftOnChain('bob', 'FEENFT', { properties: { series: 'string' } });
    const manage = new NftManagePage(page);
    await manage.open('FEENFT');
    await expect(manage.action('Market fees')).toBeDisabled();
    const market = await manage.openAction('Enable market', 'Enable the FEENFT market');
    await market.getByRole('checkbox', { name: 'series' }).check();
    await market.getByRole('button', { name: 'Enable market' }).click();
    await expect(market).toBeHidden();
    const dialog = await manage.openAction('Market fees', 'FEENFT market fees');
    const share = dialog.getByRole('textbox', { name: 'Agent’s share of the fee (%)' });
    await share.fill('150');
    await expect(share).toHaveAccessibleDescription('Enter a percentage from 0 to 100, at most 2 decimals');
    await dialog.getByRole('button', { name: 'Save fees' }).click();
    await expect(share).toHaveAccessibleDescription('Enter a percentage from 0 to 100, at most 2 decimals');
    expect(await chain.find('nftmarket', 'params', { symbol: 'FEENFT' })).toEqual([]);
    await share.fill('20');
    await dialog.getByRole('textbox', { name: 'Official market account' }).fill('Carol');
    await dialog.getByRole('textbox', { name: 'Minimum sale fee (%)' }).fill('2.5');
    await dialog.getByRole('button', { name: 'Save fees' }).click();
    await expect(dialog).toBeHidden();
    expect(await chain.find('nftmarket', 'params', { symbol: 'FEENFT' })).toMatchObject([{ officialMarket: 'carol', agentCut: 2000, minFee: 250 }]);
  });

  test('editing the name and metadata saves only what changed, keeping the other metadata', async ({ page }) => {
    await createNftOnChain('bob', 'EDITNFT');
    const manage = new NftManagePage(page);
    await manage.open('EDITNFT');
    const dialog = await manage.openAction('Edit details', 'Edit EDITNFT details');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Renamed!');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Letters, digits and spaces only, at most 50 characters');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Renamed Cards');
    await dialog.getByRole('textbox', { name: 'Website' }).fill('https://edit.example');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('x'.repeat(1000));
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(/^Saved, these details would take \d+ characters; the contract takes at most 1000$/);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Cards <b>bold</b>');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = await nftChain.definition('EDITNFT');
    expect(row?.name).toBe('Renamed Cards');
    expect(JSON.parse(row!.metadata)).toEqual({ url: 'https://edit.example', desc: 'Cards <b>bold</b>' });
    await expect(manage.figure('EDITNFT', 'Description')).toHaveText('Cards <b>bold</b>');
  });

  test('authorised issuers: accounts and contracts are added and removed', async ({ page }) => {
    await createNftOnChain('bob', 'ISSUERS');
    const manage = new NftManagePage(page);
    await manage.open('ISSUERS');
    const dialog = await manage.openAction('Issuers', 'Who may issue ISSUERS');
    const accounts = dialog.getByRole('textbox', { name: 'Add accounts' });
    await accounts.fill('bob');
    await expect(accounts).toHaveAccessibleDescription('bob is already listed');
    await accounts.fill('alice, carol');
    await dialog.getByRole('button', { name: 'Add accounts' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove carol from the issuing accounts of ISSUERS' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Add contracts' }).fill('packmanager');
    await dialog.getByRole('button', { name: 'Add contracts' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove packmanager from the issuing contracts of ISSUERS' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove alice from the issuing accounts of ISSUERS' }).click();
    await expect(dialog.getByRole('button', { name: 'Remove alice from the issuing accounts of ISSUERS' })).toBeHidden();
    expect(await nftChain.definition('ISSUERS')).toMatchObject({ authorizedIssuingAccounts: ['bob', 'carol'], authorizedIssuingContracts: ['packmanager'] });
  });

  test('transferring ownership needs the symbol typed, then the definition leaves the issuer', async ({ page }) => {
    await createNftOnChain('bob', 'HANDOVER');
    const manage = new NftManagePage(page);
    await manage.open('HANDOVER');
    const dialog = await manage.openAction('Transfer ownership', 'Transfer ownership of HANDOVER');
    await dialog.getByRole('textbox', { name: 'New owner' }).fill('alice');
    await dialog.getByRole('textbox', { name: 'Type HANDOVER to confirm' }).fill('handover');
    await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Type HANDOVER to confirm' })).toHaveAccessibleDescription('Type HANDOVER exactly as shown to confirm the transfer');
    expect((await nftChain.definition('HANDOVER'))?.issuer).toBe('bob');
    await dialog.getByRole('textbox', { name: 'Type HANDOVER to confirm' }).fill('HANDOVER');
    await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
    await expect(dialog).toBeHidden();
    expect((await nftChain.definition('HANDOVER'))?.issuer).toBe('alice');
    await expect(page.getByText('You do not issue an NFT named HANDOVER: only its issuer can manage it.')).toBeVisible();
  });

  test('a Keychain cancel keeps what was typed and changes nothing', async ({ page, devnet }) => {
    await createNftOnChain('bob', 'CANCELED');
    await devnet.keychain('cancel');
    const manage = new NftManagePage(page);
    await manage.open('CANCELED');
    const dialog = await manage.openAction('Edit details', 'Edit CANCELED details');
    await dialog.getByRole('textbox', { name: 'Product' }).fill('Kept Product');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(manage.message(dialog, 'Transaction cancelled')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Product' })).toHaveValue('Kept Product');
    expect((await nftChain.definition('CANCELED'))?.productName).toBe('');
  });

  test('the page and a dialog fit a 375 px wide screen without serious accessibility violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await createNftOnChain('bob', 'NARROW', { properties: { level: 'number' } });
    const manage = new NftManagePage(page);
    await manage.open('NARROW');
    await expect(manage.figure('NARROW', 'Properties')).toHaveText('level (number)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    const dialog = await manage.openAction('Issue one', 'Issue one NARROW');
    await expect(dialog.getByRole('textbox', { name: 'level (number)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('a user who issues no NFT is told how to create one', async ({ page, logIn }) => {
  await logIn('alice');
  const manage = new NftManagePage(page);
  await manage.open();
  await expect(page.getByText('You have not created an NFT yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an NFT' })).toHaveAttribute('href', '/nfts/create');
});

test('an anonymous visitor gets the login modal instead of the page', async ({ page }) => {
  await page.goto('/nfts/manage');
  await expect(new Shell(page).loginDialog).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your NFTs' })).toHaveCount(0);
});
