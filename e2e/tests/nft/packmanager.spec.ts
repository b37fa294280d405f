import BigNumber from 'bignumber.js';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures';
import { chain, packChain, PackPages } from '../../pages/nft-packs';

const SIDECHAIN_NODES = 9;

test.describe('anonymous', () => {
  test('/packmanager lists every managed NFT with its fee pool, editions, packs with their odds and types, as on the chain', async ({ page }) => {
    const managed = await packChain.managed('HEROES');
    const [pack] = await packChain.packs({ nft: 'HEROES' });
    const types = await packChain.types('HEROES');
    const packs = new PackPages(page);
    await packs.openManager();
    const heroes = packs.collection('HEROES');
    await expect(packs.figure(heroes, 'Fee pool')).toHaveText(`${new BigNumber(managed!.feePool).toFormat(8)} BEE`);
    await expect(packs.figure(heroes, 'Editions')).toHaveText('0 (Genesis)');
    const card = packs.pack(pack.symbol);
    await expect(packs.figure(card, 'Cards per pack')).toHaveText(String(pack.cardsPerPack));
    await expect(packs.figure(card, 'Foil odds')).toHaveText('Standard 95 %, Gold 5 %');
    await expect(packs.figure(card, 'Category odds')).toHaveText('Warrior 40 %, Mage 35 %, Rogue 25 %');
    await expect(packs.figure(card, 'Rarity odds')).toHaveText('Common 70 %, Rare 20 %, Epic 8 %, Legendary 2 %');
    await expect(packs.figure(card, 'Team odds')).toHaveText('Dawn 50 %, Dusk 50 %');
    const typeItems = heroes.getByRole('list', { name: 'HEROES types' }).getByRole('listitem');
    await expect(typeItems).toHaveCount(types.length);
    await expect(typeItems.first()).toHaveText(`#${types[0].typeId} ${types[0].name} — edition 0 (Genesis): Warrior, Common, Dawn`);
  });

  test('/packmanager fits a 375 px phone without serious accessibility violations', async ({ page }) => {
    const packs = new PackPages(page);
    await packs.openManager();
    await expect(packs.pack('HEROPACK')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });

  test('/packmanager says so with Retry when no sidechain node answers', async ({ page, devnet }) => {
    for (let node = 0; node < SIDECHAIN_NODES; node += 1) await devnet.fault('sidechain', node, 'down');
    const packs = new PackPages(page);
    await packs.openManager();
    await expect(page.getByRole('alert').filter({ hasText: 'The pack manager’s NFTs could not be read from the sidechain nodes.' })).toBeVisible();
    await devnet.clearFaults();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(packs.pack('HEROPACK')).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ logIn }) => {
    await logIn('alice');
  });

  test('opening packs burns them and reveals the cards the chain issued to the user', async ({ page }) => {
    const before = await chain.balance('alice', 'HEROPACK');
    const packs = new PackPages(page);
    await packs.openOpener();
    await packs.choosePack(/^HEROPACK → HEROES/);
    await packs.packCount.fill('2');
    await packs.openButton.click();
    await expect(packs.revealed).toHaveCount(10);
    const ids = await packs.revealedIds('HEROES');
    const owned = await packChain.instances('HEROES', { _id: { $in: ids } });
    expect(owned.map((row) => row._id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(owned.every((row) => row.account === 'alice')).toBe(true);
    const types = await packChain.types('HEROES');
    const first = owned.find((row) => row._id === ids[0])!;
    const firstType = types.find((type) => type.typeId === first.properties.type);
    await expect(packs.revealed.first()).toContainText(firstType ? firstType.name : `Type ${first.properties.type}`);
    await expect(packs.revealed.first()).toContainText(`Foil: ${first.properties.foil === 1 ? 'Gold' : 'Standard'}`);
    expect(new BigNumber(await chain.balance('alice', 'HEROPACK')).toFixed()).toBe(new BigNumber(before).minus(2).toFixed());
  });

  test('/packmanager/open and /packmanager/wizard fit a 375 px phone without serious accessibility violations', async ({ page }) => {
    const packs = new PackPages(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await packs.openOpener();
    await expect(packs.packCount).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await packs.openWizard();
    await expect(packs.wizardForm('Create a managed NFT')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });

  test('a count beyond the limit or the balance is refused beside the field, and nothing is sent', async ({ page }) => {
    const before = await chain.balance('alice', 'HEROPACK');
    const packs = new PackPages(page);
    await packs.openOpener();
    await packs.choosePack(/^HEROPACK → HEROES/);
    await packs.packCount.fill('13');
    await packs.openButton.click();
    await expect(packs.openForm.getByText(/At most 12 at once|You hold/)).toBeVisible();
    await packs.packCount.fill('0');
    await expect(packs.openForm.getByText('Enter a whole number of packs, at least 1')).toBeVisible();
    expect(await chain.balance('alice', 'HEROPACK')).toBe(before);
  });

  test('a Keychain cancel keeps the packs and says so', async ({ page, devnet }) => {
    const before = await chain.balance('alice', 'HEROPACK');
    const packs = new PackPages(page);
    await packs.openOpener();
    await packs.choosePack(/^HEROPACK → HEROES/);
    await devnet.keychain('cancel');
    await packs.openButton.click();
    await expect(packs.message(packs.openForm, 'Transaction cancelled')).toBeVisible();
    await expect(packs.packCount).toHaveValue('1');
    expect(await chain.balance('alice', 'HEROPACK')).toBe(before);
  });
});

test.describe('the wizard', () => {
  test.beforeEach(async ({ logIn }) => {
    await logIn('bob');
  });

  test('creates a managed NFT, registers a pack, adds a type and funds the pool; the pack then opens into that type', async ({ page }) => {
    test.slow();
    const packs = new PackPages(page);
    await packs.openWizard();
    const create = packs.wizardForm('Create a managed NFT');
    await packs.fill(create, { Name: 'Bob Heroes', Symbol: 'BOBHEROES' });
    await create.getByRole('button', { name: 'Create managed NFT' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'BOBHEROES is created and managed by the pack manager.' })).toBeVisible();
    expect(await packChain.managed('BOBHEROES')).toMatchObject({ nft: 'BOBHEROES', feePool: '0', editionMapping: {} });

    const register = packs.wizardForm('Register a pack');
    await packs.fill(register, { 'Pack token': 'HEROPACK', 'Edition name': 'First', 'Cards per pack': '2', 'Foil chances': '100, 95' });
    await register.getByRole('button', { name: 'Register pack' }).click();
    await expect(register.getByText('Whole numbers above 0, separated by commas, each greater than the one before (cumulative weights)')).toBeVisible();
    expect(await packChain.packs({ nft: 'BOBHEROES' })).toEqual([]);
    await packs.fill(register, { 'Foil chances': '80, 100' });
    await expect(register.getByText('Odds: #0 80 %, #1 20 %')).toBeVisible();
    await register.getByRole('button', { name: 'Register pack' }).click();
    await expect(packs.success(register, 'HEROPACK now opens into BOBHEROES cards.')).toBeVisible();
    expect(await packChain.packs({ nft: 'BOBHEROES' })).toEqual([
      expect.objectContaining({ account: 'bob', symbol: 'HEROPACK', edition: 0, cardsPerPack: 2, foilChance: [80, 100], categoryChance: [1], rarityChance: [1], teamChance: [1], numRolls: 1 }),
    ]);

    const addType = packs.wizardForm('Add a card type');
    await packs.fill(addType, { 'Type name': 'Squire' });
    await addType.getByRole('button', { name: 'Add type' }).click();
    await expect(packs.success(addType, 'Squire is a type of BOBHEROES, edition 0.')).toBeVisible();
    expect(await packChain.types('BOBHEROES')).toEqual([expect.objectContaining({ typeId: 0, name: 'Squire', category: 0, rarity: 0, team: 0 })]);

    // the pool is empty: opening is refused with the contract's words, nothing sent
    const heldBefore = await chain.balance('bob', 'HEROPACK');
    await packs.openOpener();
    await packs.choosePack(/^HEROPACK → BOBHEROES/);
    await packs.openButton.click();
    await expect(packs.message(packs.openForm, /^contract cannot afford issuance/)).toBeVisible();
    expect(await chain.balance('bob', 'HEROPACK')).toBe(heldBefore);

    await packs.openWizard();
    await packs.chooseManagedNft('BOBHEROES');
    const fund = packs.wizardForm('Fund the fee pool');
    await packs.fill(fund, { 'BEE to deposit': '0.000000001' });
    await fund.getByRole('button', { name: 'Deposit' }).click();
    await expect(fund.getByText('At most 8 decimals')).toBeVisible();
    await packs.fill(fund, { 'BEE to deposit': '1' });
    await fund.getByRole('button', { name: 'Deposit' }).click();
    await expect(packs.success(fund, '1 BEE added to the BOBHEROES fee pool.')).toBeVisible();
    expect((await packChain.managed('BOBHEROES'))?.feePool).toBe('1.00000000');

    await packs.openOpener();
    await packs.choosePack(/^HEROPACK → BOBHEROES/);
    await packs.openButton.click();
    await expect(packs.revealed).toHaveCount(2);
    await expect(packs.revealed.first()).toContainText('Squire');
    const ids = await packs.revealedIds('BOBHEROES');
    const owned = await packChain.instances('BOBHEROES', {});
    expect(owned.map((row) => row._id)).toEqual(ids);
    expect(owned.every((row) => row.account === 'bob' && row.properties.type === 0)).toBe(true);
    expect(new BigNumber(await chain.balance('bob', 'HEROPACK')).toFixed()).toBe(new BigNumber(heldBefore).minus(1).toFixed());
  });

  test('a Keychain cancel in a step sends nothing and keeps what was typed', async ({ page, devnet }) => {
    const packs = new PackPages(page);
    await packs.openWizard();
    const create = packs.wizardForm('Create a managed NFT');
    await packs.fill(create, { Name: 'Bob Heroes', Symbol: 'BOBHEROES' });
    await devnet.keychain('cancel');
    await create.getByRole('button', { name: 'Create managed NFT' }).click();
    await expect(packs.message(create, 'Transaction cancelled')).toBeVisible();
    await expect(create.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Bob Heroes');
    expect(await packChain.managed('BOBHEROES')).toBeUndefined();
  });
});
